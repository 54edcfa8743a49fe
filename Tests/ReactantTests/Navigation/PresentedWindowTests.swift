import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// A presented controller opens as GNOME's secondary window, on both backends.
    @Suite @MainActor struct PresentedWindowTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func aPresentedControllerGetsAHeaderBarWithItsTitleAndTheCloseButton() throws {
            let (main, navigation) = showNavigation(PageController("Main"))
            defer { closeAllWindows() }
            let preferences = PageController("Preferences")
            navigation.present(controller: preferences)
            let window = try #require(main.presentedWindow)
            #expect(WindowStack.headerBar(of: window) == "| Preferences |")
            let bar = try #require(window.presentedHeaderBar)
            #expect(bar.showsWindowControls, "no close button in the header bar")
            #expect(window.isModal)
            #expect(window.native.transientFor === main.native)
            #expect(window.defaultSize == (400, 280))
            preferences.title = "Settings"
            #expect(WindowStack.headerBar(of: window) == "| Settings |")
            #expect(window.title == "Settings")
        }

        @Test func escapeClosesThePresentedWindowAsAKeyPress() throws {
            let (main, navigation) = showNavigation(PageController("Main"))
            defer { closeAllWindows() }
            let log = EventLog()
            navigation.present(controller: PageController("Preferences", log: log))
            let window = try #require(main.presentedWindow)
            Interact.press(.escape, in: window)  // a GdkEventKey through gtk_main_do_event on GTK
            #expect(main.presentedWindow == nil)
            #expect(!window.isShown)
            #expect(controllerEvents(log) == ["Preferences.willAppear", "Preferences.didAppear",
                                              "Preferences.willDisappear", "Preferences.didDisappear"])
        }

        /// A click on the header bar's close button (GTK's own title button on GTK), and the
        /// window manager's close request, close it.
        @Test func theCloseButtonClosesIt() throws {
            let (main, navigation) = showNavigation(PageController("Main"))
            defer { closeAllWindows() }
            navigation.present(controller: PageController("Preferences"))
            try Interact.tapWindowCloseButton(in: try #require(main.presentedWindow))
            #expect(main.presentedWindow == nil)
            #expect(WindowStack.titles == ["Main"])
            navigation.present(controller: PageController("Preferences"))
            Interact.requestClose(try #require(main.presentedWindow))
            #expect(main.presentedWindow == nil)
            // A dialog has no close button (Cancel instead).
            navigation.present(controller: DialogPage())
            #expect(throws: InteractionError.self) { try Interact.tapWindowCloseButton(in: try #require(main.presentedWindow)) }
        }

        @Test func aPreferredSizeAndTheControllersOwnTitleBarsAreKept() throws {
            let (main, navigation) = showNavigation(PageController("Main"))
            defer { closeAllWindows() }
            let large = PageController("Preferences")
            large.preferredWindowSize = (640, 480)
            navigation.present(controller: large)
            #expect(try #require(main.presentedWindow).defaultSize == (640, 480))
            large.dismiss()
            // A dialog keeps its own header bar; a branch its navigation's; an alert none.
            navigation.present(controller: DialogPage())
            #expect(WindowStack.headerBar(of: try #require(main.presentedWindow)) == "[Cancel] | New Item | [Create]")
            #expect(main.presentedWindow?.presentedHeaderBar == nil)
            navigation.dismiss()
            let alert = AlertController(title: "Sure?", message: nil)
            alert.addAction(AlertAction(title: "OK", style: .default))
            navigation.present(controller: alert)
            #expect(main.presentedWindow?.presentedHeaderBar == nil)
        }
    }
}
