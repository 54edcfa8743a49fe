@testable import GreeterDemo
import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct MemoryTests {
    init() throws { try TestBackend.start() }

    @Test func aThousandDroppedViewsLeaveNoWidgetAndNoComponentAlive() {
        let tracker = FinalizationTracker()
        var weakViews: [WeakBox] = []
        for index in 0..<1_000 {
            let view = ProbeView()
            view.componentState = index
            view.addStyleClass("probe")
            tracker.track(view)
            weakViews.append(WeakBox(view))
        }
        Interact.settle()
        #expect(tracker.trackedCount == 3_000)  // container, label, button
        #expect(tracker.aliveCount == 0)
        #expect(weakViews.allSatisfy { $0.object == nil })
    }

    @Test func aClosedGreeterWindowReleasesItsControllerAndWidgets() throws {
        let tracker = FinalizationTracker()
        weak var weakController: GreeterController?
        do {
            let navigation = try #require(MainWireframe(module: ApplicationModule()).entrypoint() as? NavigationController)
            let controller = try #require(navigation.rootController as? GreeterController)
            weakController = controller
            let window = Window(controller: navigation)
            tracker.track(window)
            window.show()
            try Interact.type("Ann", into: controller.rootView.nameField)
            window.close()
        }
        Interact.settle()
        #expect(weakController == nil)
        #expect(tracker.trackedCount >= 7)
        #expect(tracker.aliveCount == 0)
    }

    @Test func handlersDoNotKeepTheirOwnerAliveNorFireAfterIt() throws {
        weak var weakView: ProbeView?
        var fired = 0
        let button: any NativeButton
        var subscription: AnyCancellable?
        do {
            let view = ProbeView()
            weakView = view
            subscription = view.action.sink { _ in fired += 1 }
            button = try #require(view.button.native as? any NativeButton)
            // Something outside keeps the native button alive after its view is gone.
        }
        #expect(weakView == nil)
        button.simulateClick()
        #expect(fired == 0)
        subscription?.cancel()
    }

    @Test func aControllerIsNotKeptAliveByItsWidgetsOrSubscriptions() {
        weak var weakController: LoggingController?
        do {
            let controller = LoggingController(log: EventLog())
            controller.componentState = "x"
            weakController = controller
        }
        #expect(weakController == nil)
    }
}

final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
