import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct NavigationMemoryTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    @Test func poppedDismissedAndClosedControllersAndTheirWidgetsAreReleased() throws {
        let tracker = FinalizationTracker()
        weak var popped: PageController?
        weak var presented: PageController?
        weak var branchRoot: PageController?
        weak var branch: NavigationController?
        weak var alert: AlertController?
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        do {
            let page = PageController("Popped")
            tracker.track(page.view)
            navigation.push(controller: page)
            popped = page
        }
        navigation.pop()
        do {
            let page = PageController("Presented")
            tracker.track(page.view)
            navigation.present(controller: page)
            presented = page
            tracker.track(try #require(main.presentedWindow))
        }
        navigation.dismiss()
        do {
            let page = PageController("Branch")
            tracker.track(page.view)
            let presentation = navigation.branchNavigation(controller: page)
            let nav = try #require(presentation.controller as? NavigationController)
            tracker.track(nav.headerBar)
            tracker.track(try #require(main.presentedWindow))
            branchRoot = page
            branch = nav
        }
        try Interact.pressClose(in: try #require(main.presentedWindow))
        do {
            let controller = AlertController(title: "Alert", message: "Text")
            controller.addAction(AlertAction(title: "Close", style: .cancel) { _ in controller.dismiss() })
            tracker.track(controller.view)
            navigation.present(controller: controller)
            // The message dialog and its response button (in the dialog's action area, not in
            // the alert's view) go too.
            tracker.track(try #require(main.presentedWindow))
            tracker.track(try #require(controller.buttons.first))
            alert = controller
        }
        Interact.press(.escape, in: main)
        Interact.settle()
        #expect(popped == nil)
        #expect(presented == nil)
        #expect(branchRoot == nil)
        #expect(branch == nil)
        #expect(alert == nil)
        #expect(tracker.trackedCount > 10)
        #expect(tracker.aliveCount == 0)
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
    }
}
