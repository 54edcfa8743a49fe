import Reactant
import ReactantTesting
import Testing

/// With slides on, a popped page stays in the stack until its slide is over, then goes with
/// its widgets; the popped controller is let go at once. GTK slides for real (200 ms); the
/// headless stack's slide runs until the backend's next `processPendingEvents`, which on GTK
/// waits for the slide too, so both say the same before and after `Interact.settle()`.
@Suite(.uiSerialized) @MainActor
struct NavigationTransitionTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    /// A navigation window that slides (`showNavigation` turns slides off).
    private func showSlidingNavigation(_ root: Controller) -> (Window, NavigationController) {
        let (window, navigation) = showNavigation(root)
        navigation.animatesTransitions = true
        return (window, navigation)
    }

    /// The navigation's stack line in the window's tree: "stack page=1/2".
    private func stackLine(_ window: Window) -> String {
        WidgetTree.render(window).split(separator: "\n")
            .first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("stack") }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "no stack"
    }

    private func stack(of window: Window) throws -> any NativeStack {
        try #require(window.native.content as? any NativeStack)
    }

    @Test func aPoppedPageStaysUntilItsSlideEndsThenItAndItsControllerAreGone() throws {
        let log = EventLog()
        let (window, navigation) = showSlidingNavigation(PageController("A", log: log))
        defer { closeAllWindows() }
        let tracker = FinalizationTracker()
        weak var popped: PageController?
        do {
            let page = PageController("B", log: log)
            tracker.track(page.view)
            popped = page
            navigation.push(controller: page)
        }
        #expect(try stack(of: window).isTransitionRunning)
        Interact.settle()
        #expect(try !stack(of: window).isTransitionRunning)
        #expect(stackLine(window) == "stack page=2/2")
        log.events.removeAll()

        navigation.pop()
        // The lifecycle is over at once, and the controller is let go.
        #expect(controllerEvents(log) == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(popped == nil)
        #expect(WindowStack.render() == #"window "A" nav=[A]"#)
        // Its page is still sliding out.
        #expect(try stack(of: window).isTransitionRunning)
        #expect(stackLine(window) == "stack page=1/2")
        #expect(tracker.aliveCount == tracker.trackedCount)

        Interact.settle()
        #expect(try !stack(of: window).isTransitionRunning)
        #expect(stackLine(window) == "stack page=1/1")
        #expect(tracker.trackedCount > 2)
        #expect(tracker.aliveCount == 0)
    }

    @Test func withoutSlidesAPoppedPageGoesAtOnce() throws {
        let (window, navigation) = showNavigation(PageController("A"))
        defer { closeAllWindows() }
        let tracker = FinalizationTracker()
        do {
            let page = PageController("B")
            tracker.track(page.view)
            navigation.push(controller: page)
        }
        navigation.pop()
        #expect(try !stack(of: window).isTransitionRunning)
        #expect(stackLine(window) == "stack page=1/1")
        Interact.settle()
        #expect(tracker.aliveCount == 0)
    }

    /// Pushing the popped controller again while its page slides out keeps the page.
    @Test func pushingThePoppedControllerBackDuringItsSlideKeepsItsPage() throws {
        let (window, navigation) = showSlidingNavigation(PageController("A"))
        defer { closeAllWindows() }
        let page = PageController("B")
        navigation.push(controller: page)
        Interact.settle()
        navigation.pop()
        #expect(stackLine(window) == "stack page=1/2")
        #expect(navigation.push(controller: page))
        #expect(stackLine(window) == "stack page=2/2")
        Interact.settle()
        #expect(stackLine(window) == "stack page=2/2")
        #expect(WindowStack.render() == #"window "B" nav=[A > B] back"#)
        #expect(try stack(of: window).visiblePage === page.view.native)
    }

    /// A push during a pop's slide: the popped page is out of the picture at once (GtkStack
    /// now slides the other page out), the new one stays.
    @Test func pushingAnotherPageDuringAPopsSlideRemovesThePoppedPage() throws {
        let (window, navigation) = showSlidingNavigation(PageController("A"))
        defer { closeAllWindows() }
        let tracker = FinalizationTracker()
        do {
            let page = PageController("B")
            tracker.track(page.view)
            navigation.push(controller: page)
        }
        Interact.settle()
        navigation.pop()
        navigation.push(controller: PageController("C"))
        #expect(try stack(of: window).isTransitionRunning)
        #expect(stackLine(window) == "stack page=2/2")
        Interact.settle()
        #expect(tracker.aliveCount == 0)
        #expect(stackLine(window) == "stack page=2/2")
        #expect(WindowStack.render() == #"window "C" nav=[A > C] back"#)
    }

    /// Closing the window during the slide ends it (GTK stops it once the stack is unmapped):
    /// nothing is left behind.
    @Test func closingTheWindowDuringASlideReleasesThePoppedPage() throws {
        let tracker = FinalizationTracker()
        weak var weakNavigation: NavigationController?
        do {
            let (window, navigation) = showSlidingNavigation(PageController("A"))
            weakNavigation = navigation
            tracker.track(window)
            let page = PageController("B")
            tracker.track(page.view)
            navigation.push(controller: page)
            Interact.settle()
            navigation.pop()
            #expect(try stack(of: window).isTransitionRunning)
            window.close()
        }
        Interact.settle()
        #expect(weakNavigation == nil)
        #expect(tracker.aliveCount == 0)
        #expect(Window.onScreen.isEmpty)
    }

    /// popToRoot: the pages under the top were hidden already and go at once; the top one
    /// slides out.
    @Test func popToRootKeepsOnlyTheSlidingPageUntilTheSlideEnds() throws {
        let (window, navigation) = showSlidingNavigation(PageController("A"))
        defer { closeAllWindows() }
        navigation.push(controller: PageController("B"), animated: false)
        navigation.push(controller: PageController("C"), animated: false)
        #expect(stackLine(window) == "stack page=3/3")
        navigation.popToRoot()
        #expect(stackLine(window) == "stack page=1/2")
        Interact.settle()
        #expect(stackLine(window) == "stack page=1/1")
    }
}
