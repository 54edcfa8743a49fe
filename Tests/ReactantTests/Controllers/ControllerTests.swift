import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct ControllerTests {
    init() throws { try TestBackend.start() }

    @Test func updatesWaitUntilTheControllerAppears() {
        let log = EventLog()
        let controller = LoggingController(log: log)
        controller.componentState = "first"
        controller.componentState = "second"
        #expect(log.events.isEmpty)

        let window = Window(controller: controller)
        window.show()
        defer { window.close() }
        #expect(log.events == [
            "update(second)", "root.update(SECOND)",
            "willAppear", "root.willAppear",
            "didAppear", "root.didAppear",
        ])
        #expect(controller.rootView.label.text == "SECOND")
    }

    @Test func closingRunsTheDisappearEventsAndPausesUpdates() {
        let log = EventLog()
        let controller = LoggingController(log: log)
        controller.componentState = "a"
        let window = Window(controller: controller)
        window.show()
        log.events.removeAll()

        window.close()
        #expect(log.events == ["willDisappear", "root.willDisappear", "didDisappear", "root.didDisappear"])
        #expect(!window.isShown)
        #expect(controller.appearance == .disappeared)

        log.events.removeAll()
        controller.componentState = "later"
        #expect(log.events.isEmpty)
        window.close()  // a second close does nothing
        #expect(log.events.isEmpty)
    }

    @Test func theWindowManagerClosingTheWindowCountsAsClosing() {
        let log = EventLog()
        let controller = LoggingController(log: log)
        let window = Window(controller: controller)
        window.show()
        log.events.removeAll()
        Interact.requestClose(window)
        #expect(log.events == ["willDisappear", "root.willDisappear", "didDisappear", "root.didDisappear"])
        #expect(!window.isShown)
        #expect(window.controller == nil)
    }

    @Test func rootViewActionsArriveInActOn() throws {
        let controller = LoggingController(log: EventLog())
        let window = Window(controller: controller)
        window.show()
        defer { window.close() }
        try Interact.tap(controller.rootView.button)
        #expect(controller.received == ["go"])
    }

    @Test func theWindowShowsTheTitleAndFollowsItsChanges() {
        let controller = LoggingController(log: EventLog(), title: "First")
        let window = Window(controller: controller)
        window.show()
        defer { window.close() }
        #expect(window.native.title == "First")
        controller.title = "Second"
        #expect(window.native.title == "Second")
        #expect(window.native.content === controller.view.native)
    }

    @Test func aRootViewIsCreatedForYouWhenItConformsToRootView() {
        final class Plain: ControllerBase<Void, LoggingRootView> {
            init() { super.init(title: "Plain") }
        }
        let controller = Plain()
        #expect(controller.rootView.log.events.isEmpty)
        #expect(controller.title == "Plain")
    }

    @Test func showingAControllerThatIsAlreadyShownMovesItWithAWarning() {
        let recorder = DiagnosticsRecorder()
        let log = EventLog()
        let controller = LoggingController(log: log)
        let first = Window(controller: controller)
        first.show()
        let second = Window(controller: controller)
        second.show()
        defer { second.close() }
        #expect(recorder.contains("already shown elsewhere"))
        #expect(!first.isShown)
        #expect(second.isShown)
        #expect(log.events.filter { $0 == "willAppear" }.count == 2)
        #expect(log.events.filter { $0 == "didDisappear" }.count == 1)
    }

    @Test func anApplicationShowsItsEntrypointInAWindowAndQuits() {
        final class QuitOnAppear: ControllerBase<Void, LoggingRootView> {
            var onAppear: () -> Void = {}
            init() { super.init(title: "Entry") }
            override func viewDidAppear() { onAppear() }
        }
        let app = Application(id: "org.reactantgtk.Tests")
        var seenTitles: [String] = []
        var seenShown = false
        let status = app.run(arguments: ["tests"]) {
            let controller = QuitOnAppear()
            controller.onAppear = { [unowned app] in
                seenTitles = app.windows.map(\.title)
                seenShown = app.windows.first?.isShown ?? false
                app.quit()
            }
            return controller
        }
        #expect(status == 0)
        #expect(seenTitles == ["Entry"])
        #expect(seenShown)
        #expect(app.windows.isEmpty)
    }
}
