import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct NavigationFlowTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    @Test func anApplicationShowsAnEntrypointNavigationAsItsWindow() {
        let app = Application(id: "org.reactantgtk.NavigationTests")
        var seen = ""
        var titlebarIsHeaderBar = false
        let status = app.run(arguments: ["tests"]) {
            let root = PageController("Entry")
            let navigation = NavigationController(root: root)
            root.onAppear = { [unowned app] in
                seen = WindowStack.render()
                titlebarIsHeaderBar = app.windows.first?.native.titlebar === navigation.headerBar.native
                app.quit()
            }
            return navigation
        }
        #expect(status == 0)
        #expect(seen == #"window "Entry" nav=[Entry]"#)
        #expect(titlebarIsHeaderBar)
        #expect(Window.onScreen.isEmpty)
    }

    @Test func theSeedsMainWireframeFlow() throws {
        let wireframe = SeedWireframe()
        let entry = wireframe.entrypoint()
        (entry as? NavigationController)?.animatesTransitions = false
        let main = Window(controller: entry)
        main.show()
        defer { closeAllWindows() }
        let navigation = try #require(main.controller as? NavigationController)
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
        #expect(main.native.titlebar === navigation.headerBar.native)

        let mainController = try #require(navigation.topController as? SeedHomeController)
        try Interact.tap(mainController.rootView.openButton)
        #expect(WindowStack.render() == #"window "Names" nav=[Main > Names] back"#)

        let names = try #require(navigation.topController as? NameListController)
        try Interact.tap(names.rootView.buttons[1])
        #expect(WindowStack.render() == """
            window "Names" nav=[Main > Names] back
            window "This is a name" modal transient-for="Names"
            """)
        #expect(wireframe.lastAlert?.messageLabel.text == "Bob")
        // The main window is blocked while the alert is up.
        #expect(throws: InteractionError.self) { try Interact.pressBack(in: main) }

        try Interact.tap(try #require(wireframe.lastAlert?.button(titled: "Close")))
        #expect(WindowStack.render() == #"window "Names" nav=[Main > Names] back"#)
        #expect(wireframe.lastAlert == nil)  // released once dismissed

        try Interact.pressBack(in: main)
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
        #expect(throws: InteractionError.self) { try Interact.pressBack(in: main) }
    }

    @Test func theHeaderBarFollowsTheTopControllersTitle() throws {
        let (window, navigation) = showNavigation(PageController("Root"))
        defer { closeAllWindows() }
        let page = PageController("Second")
        navigation.push(controller: page)
        #expect(navigation.headerBar.title == "Second")
        page.title = "Renamed"
        #expect(navigation.headerBar.title == "Renamed")
        #expect(window.title == "Renamed")
        #expect(WidgetTree.render(window).hasPrefix("""
            window "Renamed"
              headerbar "Renamed" window-controls
                button #back .image-button
                  image icon=go-previous-symbolic size=16
              stack page=2/2
            """))
        // The back button shows an icon but is still found by what a screen reader calls it.
        try Interact.tapHeaderButton("Back", in: window)
        #expect(navigation.topController === navigation.rootController)
    }

    @Test func pushedPagesAreHiddenBelowTheTopOne() throws {
        let root = PageController("Root")
        let (_, navigation) = showNavigation(root)
        defer { closeAllWindows() }
        let second = PageController("Second")
        navigation.push(controller: second)
        #expect(!root.view.native.isEffectivelyVisible)
        #expect(second.view.native.isEffectivelyVisible)
        #expect(throws: InteractionError.self) { try Interact.tap(root.rootView.openButton) }
        navigation.pop()
        #expect(root.view.native.isEffectivelyVisible)
        #expect(second.view.native.nativeParent == nil)
    }

    @Test func theFocusFollowsThePageShown() throws {
        let root = PageController("Root")
        let (_, navigation) = showNavigation(root)
        defer { closeAllWindows() }
        #expect(root.rootView.openButton.hasFocus)
        let second = PageController("Second")
        navigation.push(controller: second)
        #expect(second.rootView.openButton.hasFocus)
        navigation.pop()
        #expect(root.rootView.openButton.hasFocus)
    }

    @Test func replaceAndReplaceAll() throws {
        let (window, navigation) = showNavigation(PageController("A"))
        defer { closeAllWindows() }
        navigation.push(controller: PageController("B"))
        #expect(navigation.replace(with: PageController("C")))
        #expect(WindowStack.describe(window) == #"window "C" nav=[A > C] back"#)
        #expect(navigation.replaceAll(with: PageController("D")))
        #expect(WindowStack.describe(window) == #"window "D" nav=[D]"#)
        navigation.push(controller: PageController("E"))
        navigation.push(controller: PageController("F"))
        #expect(navigation.popToRoot().map(\.title) == ["F", "E"])
        #expect(WindowStack.describe(window) == #"window "D" nav=[D]"#)
    }

    @Test func branchNavigationOpensPushesPopsAndCloses() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        let presentation = navigation.branchNavigation(controller: PageController("Branch"), closeButtonTitle: "Done")
        #expect(presentation.isPresented)
        var shown = 0
        let token = presentation.shown.sink { shown += 1 }
        #expect(shown == 1)
        _ = token
        let branch = try #require(presentation.controller as? NavigationController)
        branch.animatesTransitions = false
        #expect(WindowStack.render() == """
            window "Main" nav=[Main]
            window "Branch" modal transient-for="Main" nav=[Branch] close="Done"
            """)
        branch.push(controller: PageController("Inner"))
        let branchWindow = try #require(main.presentedWindow)
        #expect(WindowStack.describe(branchWindow) == #"window "Inner" modal transient-for="Main" nav=[Branch > Inner] back close="Done""#)
        try Interact.pressBack(in: branchWindow)
        #expect(WindowStack.describe(branchWindow) == #"window "Branch" modal transient-for="Main" nav=[Branch] close="Done""#)
        branch.push(controller: PageController("Inner again"))
        try Interact.pressClose(in: branchWindow)
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
        #expect(main.presentedWindow == nil)
        #expect(Backends.current.shownWindows.map(\.title) == ["Main"])
    }

    @Test func aHeaderBarButtonCanBeActivatedByTitle() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        navigation.branchNavigation(controller: PageController("Branch"), closeButtonTitle: "Cancel")
        let branchWindow = try #require(main.presentedWindow)
        #expect(throws: InteractionError.self) { try Interact.tapHeaderButton("Back", in: branchWindow) }
        #expect(throws: InteractionError.self) { try Interact.tapHeaderButton("Nope", in: branchWindow) }
        try Interact.tapHeaderButton("Cancel", in: branchWindow)
        #expect(main.presentedWindow == nil)
    }

    @Test func presentedControllersCanPresentFurther() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        let first = PageController("First")
        #expect(navigation.present(controller: first).isPresented)
        let second = PageController("Second")
        #expect(first.present(controller: second).isPresented)
        #expect(WindowStack.render() == """
            window "Main" nav=[Main]
            window "First" modal transient-for="Main"
            window "Second" modal transient-for="First"
            """)
        #expect(Backends.current.shownWindows.map(\.title) == ["Main", "First", "Second"])
        // UIKit's rule: dismissing from the bottom closes everything it presented.
        #expect(navigation.dismiss())
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
        #expect(main.presentedWindow == nil)
    }

    @Test func aWindowManagerCloseOfAPresentedWindowIsADismissal() throws {
        let log = EventLog()
        let (main, navigation) = showNavigation(PageController("Main", log: log))
        defer { closeAllWindows() }
        let presented = PageController("Modal", log: log)
        navigation.present(controller: presented)
        let modal = try #require(main.presentedWindow)
        // Closing the blocked main window is ignored while the modal window is up (GTK's grab).
        Interact.requestClose(main)
        #expect(main.isShown && modal.isShown)
        log.events.removeAll()
        Interact.requestClose(modal)
        #expect(controllerEvents(log) == ["Modal.willDisappear", "Modal.didDisappear"])
        #expect(main.presentedWindow == nil)
        #expect(!presented.isShown)
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
        // Nothing stale: presenting again works.
        #expect(navigation.present(controller: PageController("Again")).isPresented)
    }

    @Test func anAlertsCancelActionRunsOnEscape() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        var chosen: [String] = []
        let alert = AlertController(title: "Delete?", message: "It can't be undone.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title) })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { chosen.append($0.title) })
        navigation.present(controller: alert)
        let alertWindow = try #require(main.presentedWindow)
        #expect(WidgetTree.render(alertWindow) == """
            window "Delete?" modal transient-for="Main"
              box vertical spacing=10 .alert
                label "Delete?" heading large
                label "It can't be undone."
              responses
                button "Cancel" #cancel focused
                button "Delete" .destructive-action
            """)
        Interact.press(.escape, in: main)  // the modal window gets the key
        #expect(chosen == ["Cancel"])
        #expect(main.presentedWindow == nil)
    }

    @Test func anAlertWithoutCancelIgnoresEscapeAndAnActionDismissesIt() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        var chosen: [String] = []
        let alert = AlertController(title: "Saved")
        alert.addAction(AlertAction(title: "OK") { chosen.append($0.title) })
        navigation.present(controller: alert)
        Interact.press(.escape, in: main)
        #expect(main.presentedWindow != nil)
        try Interact.tap(try #require(alert.button(titled: "OK")))
        #expect(chosen == ["OK"])
        #expect(main.presentedWindow == nil)
    }
}
