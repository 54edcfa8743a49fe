import Reactant
import ReactantTesting
import Testing

/// The appearance events of each navigation operation, in the order documented on
/// `NavigationController` and `Controller.present(controller:)`.
@Suite(.uiSerialized) @MainActor
struct NavigationLifecycleTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    @Test func showingANavigationWindowMakesItsTopControllerAppear() {
        let log = EventLog()
        let (_, _) = showNavigation(PageController("A", log: log))
        defer { closeAllWindows() }
        #expect(log.events == ["A.willAppear", "A.root.willAppear", "A.didAppear", "A.root.didAppear"])
    }

    @Test func pushAndPop() {
        let log = EventLog()
        let (_, navigation) = showNavigation(PageController("A", log: log))
        defer { closeAllWindows() }
        log.events.removeAll()
        navigation.push(controller: PageController("B", log: log))
        #expect(log.events == [
            "A.willDisappear", "A.root.willDisappear", "B.willAppear", "B.root.willAppear",
            "A.didDisappear", "A.root.didDisappear", "B.didAppear", "B.root.didAppear",
        ])
        log.events.removeAll()
        navigation.pop()
        #expect(log.events == [
            "B.willDisappear", "B.root.willDisappear", "A.willAppear", "A.root.willAppear",
            "B.didDisappear", "B.root.didDisappear", "A.didAppear", "A.root.didAppear",
        ])
    }

    @Test func popToRootAndReplaceOnlyTouchTheOldAndNewTop() {
        let log = EventLog()
        let (_, navigation) = showNavigation(PageController("A", log: log))
        defer { closeAllWindows() }
        navigation.push(controller: PageController("B", log: log))
        navigation.push(controller: PageController("C", log: log))
        log.events.removeAll()
        navigation.popToRoot()
        #expect(controllerEvents(log) == ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
        log.events.removeAll()
        navigation.replace(with: PageController("D", log: log))
        #expect(controllerEvents(log) == ["A.willDisappear", "D.willAppear", "A.didDisappear", "D.didAppear"])
        log.events.removeAll()
        navigation.replaceAll(with: PageController("E", log: log))
        #expect(controllerEvents(log) == ["D.willDisappear", "E.willAppear", "D.didDisappear", "E.didAppear"])
    }

    @Test func presentingLeavesThePresenterAppeared() {
        let log = EventLog()
        let (_, navigation) = showNavigation(PageController("A", log: log))
        defer { closeAllWindows() }
        log.events.removeAll()
        navigation.present(controller: PageController("M", log: log))
        #expect(log.events == ["M.willAppear", "M.root.willAppear", "M.didAppear", "M.root.didAppear"])
        log.events.removeAll()
        navigation.dismiss()
        #expect(log.events == ["M.willDisappear", "M.root.willDisappear", "M.didDisappear", "M.root.didDisappear"])
        #expect(navigation.topController?.appearance == .appeared)
    }

    @Test func closingABranchEndsOnlyItsTopController() throws {
        let log = EventLog()
        let (main, navigation) = showNavigation(PageController("A", log: log))
        defer { closeAllWindows() }
        log.events.removeAll()
        let branch = try #require(navigation.branchNavigation(controller: PageController("B1", log: log)).controller as? NavigationController)
        #expect(controllerEvents(log) == ["B1.willAppear", "B1.didAppear"])
        branch.push(controller: PageController("B2", log: log), animated: false)
        log.events.removeAll()
        try Interact.pressClose(in: try #require(main.presentedWindow))
        #expect(controllerEvents(log) == ["B2.willDisappear", "B2.didDisappear"])
    }

    @Test func closingTheMainWindowClosesWhatItPresentedFirst() {
        let log = EventLog()
        let (main, navigation) = showNavigation(PageController("A", log: log))
        let m1 = PageController("M1", log: log)
        navigation.present(controller: m1)
        m1.present(controller: PageController("M2", log: log))
        log.events.removeAll()
        main.close()
        #expect(controllerEvents(log) == [
            "M2.willDisappear", "M2.didDisappear", "M1.willDisappear", "M1.didDisappear",
            "A.willDisappear", "A.didDisappear",
        ])
        #expect(Window.onScreen.isEmpty)
        #expect(Backends.current.shownWindows.isEmpty)
    }

    @Test func aNavigationNotYetShownBuildsItsStackWithoutEvents() {
        let log = EventLog()
        let navigation = NavigationController(root: PageController("A", log: log))
        navigation.animatesTransitions = false
        navigation.push(controller: PageController("B", log: log))
        #expect(log.events.isEmpty)
        let window = Window(controller: navigation)
        window.show()
        defer { window.close() }
        #expect(controllerEvents(log) == ["B.willAppear", "B.didAppear"])
        #expect(WindowStack.describe(window) == #"window "B" nav=[A > B] back"#)
    }
}
