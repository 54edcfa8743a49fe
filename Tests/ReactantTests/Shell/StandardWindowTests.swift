import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// The About window and the keyboard shortcuts window, on both backends.
    @Suite @MainActor struct StandardWindowTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func ctrlQuestionMarkShowsTheShortcutsOfWhatIsLive() throws {
            let ran = Ran()
            let page = CommandPage("Names", commands: [ran.command("refresh", "Refresh", accelerators: ["F5", "<Primary>r"])])
            let (app, window, _) = showInApplication(page, id: "org.reactantgtk.StandardWindowTests.shortcuts")
            defer { closeAllWindows() }
            try Interact.press(accelerator: "<Primary>question", in: window)
            let shortcuts = try #require(app.shortcutsWindow)
            #expect(shortcuts.isShown)
            #expect(shortcuts.title == "Shortcuts")
            #expect(shortcuts.shownTexts == [
                "General",
                "Quit: <Primary>q",
                "Keyboard Shortcuts: <Primary>question",
                "Close Window: <Primary>w",
                "Navigation",
                "Go Back: <Alt>Left",
                "Close Dialog or Menu: Escape",
                "Next or Previous Control: Tab <Shift>Tab",
                "Open Context Menu: <Shift>F10 Menu",
                "Names",
                "Refresh: F5 <Primary>r",
            ])
            shortcuts.simulateCloseRequest()
            Interact.settle()
            #expect(!shortcuts.isShown)
        }

        /// Showing the shortcuts again makes a new window and drops the old one, which must go
        /// whole: GTK 3's GtkShortcutsWindow leaves its search bar and sections behind, and
        /// the next theme change (here a dark snapshot's) restyled them into a freed widget,
        /// a fatal Gtk-CRITICAL under G_DEBUG=fatal-criticals. (Its About sibling is kept by
        /// the application and shown again, see the next test.)
        @Test func aDroppedShortcutsWindowIsFreedWithEverythingInIt() throws {
            let ran = Ran()
            let page = CommandPage("Names", commands: [ran.command("refresh", "Refresh", accelerators: ["F5"])])
            let (app, window, _) = showInApplication(page, id: "org.reactantgtk.StandardWindowTests.freed")
            defer { closeAllWindows() }
            var freed = false
            do {
                try Interact.press(accelerator: "<Primary>question", in: window)
                let first = try #require(app.shortcutsWindow)
                first.onFinalize { freed = true }
                first.simulateCloseRequest()
                Interact.settle()
            }
            try Interact.press(accelerator: "<Primary>question", in: window)
            Interact.settle()
            #expect(freed, "the first shortcuts window or something inside it is still alive")
            let second = try #require(app.shortcutsWindow)
            #expect(second.isShown)
            second.close()
            // An application that goes while its shortcuts window is shown frees it too.
            var freedWhileShown = false
            do {
                let other = Application(id: "org.reactantgtk.StandardWindowTests.freedWhileShown")
                let otherWindow = other.show(NavigationController(root: CommandPage("Other")))
                try Interact.press(accelerator: "<Primary>question", in: otherWindow)
                let shown = try #require(other.shortcutsWindow)
                #expect(shown.isShown)
                shown.onFinalize { freedWhileShown = true }
                otherWindow.close()
                Interact.settle()
            }
            Interact.settle()
            #expect(freedWhileShown, "the shortcuts window of an application that went is still alive")
            #if GTK3 || GTK4  // snapshots need a GTK backend (ReactantTesting/Snapshots)
            if Snapshot.isAvailable {
                let image = try Snapshot.render(Label(text: "After the shortcuts"), size: (width: 200, height: 60),
                                                appearance: .dark)
                #expect(image.width >= 200)
            }
            #endif
        }

        @Test func theAboutWindowShowsTheAppInfo() throws {
            let app = Application(id: "org.reactantgtk.StandardWindowTests.about")
            lastTestApplication = app
            app.info = AppInfo(id: app.id, name: "About Tests", version: "1.2.3", summary: "Checks the About window",
                               developers: ["Ann Smith", "Bo Chen"], website: "https://example.org",
                               license: .mit, copyright: "© 2026 The developers")
            let window = app.show(NavigationController(root: CommandPage("Main")))
            defer { closeAllWindows() }
            try Interact.chooseFromPrimaryMenu("About About Tests", in: window)
            let about = try #require(app.aboutWindow)
            #expect(about.isShown)
            #expect(about.title == "About About Tests")
            #expect(about.shownTexts == ["About Tests", "1.2.3", "Checks the About window", "https://example.org",
                                         "© 2026 The developers", "Ann Smith", "Bo Chen"])
            about.simulateCloseRequest()
            Interact.settle()
            #expect(!about.isShown)
            try Interact.activate("app.about", in: window)
            #expect(app.aboutWindow === about)
            #expect(about.isShown)
            about.close()
        }

        /// The modal shortcuts window takes the keys and clicks of the window it is shown above
        /// (GTK's grab; it holds no view, so it is not among the shown windows): `Interact`
        /// refuses them, naming it, on both backends, as it does for a modal app window. The
        /// About window is not modal and blocks nothing.
        @Test func aModalStandardWindowBlocksTheWindowItIsAbove() throws {
            let page = CommandPage("Main")
            let (app, window, _) = showInApplication(page, id: "org.reactantgtk.StandardWindowTests.blocks")
            defer { closeAllWindows() }
            let open = page.rootView.openButton
            let taps = Received(open.tap)
            try Interact.press(accelerator: "<Primary>question", in: window)
            let shortcuts = try #require(app.shortcutsWindow)
            #expect(shortcuts.isShown && shortcuts.isModal)
            #expect(throws: InteractionError("can't tap button 'Open': the modal window 'Shortcuts' blocks its window 'Main'")) {
                try Interact.tap(open)
            }
            #expect(taps.values.isEmpty)
            shortcuts.simulateCloseRequest()
            Interact.settle()
            try Interact.tap(open)
            #expect(taps.values.count == 1)

            try Interact.activate("app.about", in: window)
            let about = try #require(app.aboutWindow)
            #expect(about.isShown && !about.isModal)
            try Interact.tap(open)
            #expect(taps.values.count == 2)
            about.close()
        }

        /// A standard window closes with the window it is shown above. GTK takes a transient
        /// window along only when its parent is destroyed, and a closed window is hidden: the
        /// modal shortcuts window stayed up and its grab took every key and click meant for the
        /// app's other windows (the GTK suite's flake: a later test's keys did nothing).
        @Test func aStandardWindowClosesWithTheWindowItIsAbove() throws {
            let (app, window, _) = showInApplication(CommandPage("Main"), id: "org.reactantgtk.StandardWindowTests.withParent")
            defer { closeAllWindows() }
            try Interact.activate("app.about", in: window)
            let about = try #require(app.aboutWindow)
            try Interact.press(accelerator: "<Primary>question", in: window)
            let shortcuts = try #require(app.shortcutsWindow)
            #expect(shortcuts.isShown && about.isShown)
            window.close()
            Interact.settle()
            #expect(!shortcuts.isShown)
            #expect(!about.isShown)

            let spin = SpinButton(value: 5, range: 0...10)
            let shown = ShownView(spin)
            defer { shown.close() }
            let values = Received(spin.action)
            try Interact.press(KeyPress(.up), on: spin)
            #expect(values.values == [6], "a key for another window was lost")
        }
    }
}
