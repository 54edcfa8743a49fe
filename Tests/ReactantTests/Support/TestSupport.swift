import Reactant
import ReactantTesting
import Testing

/// Collects the toolkit's diagnostics while it lives.
@MainActor
final class DiagnosticsRecorder {
    private(set) var messages: [Diagnostics.Message] = []
    private var token: AnyCancellable?

    init() {
        token = Diagnostics.observe { [weak self] in self?.messages.append($0) }
    }

    var texts: [String] { messages.map(\.text) }

    func contains(_ fragment: String) -> Bool {
        messages.contains { $0.text.contains(fragment) }
    }
}

/// A view component that records what happens to it.
final class ProbeView: ViewBase<Int, String> {
    let label = Label()
    let button = Button(title: "Send")
    var updates: [Int] = []
    var afterInitCount = 0

    override var actions: [Observable<String>] {
        [button.tap.rewrite(with: "sent")]
    }

    override func loadView() {
        children(label, button)
    }

    override func update() {
        updates.append(componentState)
        label.text = "\(componentState)"
    }

    override func afterInit() {
        afterInitCount += 1
    }
}

/// A component with a Void state: updates once without being given a state.
final class VoidStateView: ViewBase<Void, Never> {
    var updateCount = 0
    override func update() { updateCount += 1 }
}

/// Records lifecycle events of a controller and its root view in one list.
@MainActor
final class EventLog {
    var events: [String] = []
}

final class LoggingRootView: ViewBase<String, String>, RootView {
    let log: EventLog
    let label = Label()
    let button = Button(title: "Go")

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override init() {
        log = EventLog()
        super.init()
    }

    override var actions: [Observable<String>] { [button.tap.rewrite(with: "go")] }
    override func loadView() { children(label, button) }
    override func update() {
        log.events.append("root.update(\(componentState))")
        label.text = componentState
    }
    func viewWillAppear() { log.events.append("root.willAppear") }
    func viewDidAppear() { log.events.append("root.didAppear") }
    func viewWillDisappear() { log.events.append("root.willDisappear") }
    func viewDidDisappear() { log.events.append("root.didDisappear") }
}

final class LoggingController: ControllerBase<String, LoggingRootView> {
    let log: EventLog
    var received: [String] = []

    init(log: EventLog, title: String = "Logging") {
        self.log = log
        super.init(title: title, root: LoggingRootView(log: log))
    }

    override func update() {
        log.events.append("update(\(componentState))")
        rootView.componentState = componentState.uppercased()
    }

    override func act(on action: String) {
        received.append(action)
    }

    override func viewWillAppear() { log.events.append("willAppear") }
    override func viewDidAppear() { log.events.append("didAppear") }
    override func viewWillDisappear() { log.events.append("willDisappear") }
    override func viewDidDisappear() { log.events.append("didDisappear") }
}
