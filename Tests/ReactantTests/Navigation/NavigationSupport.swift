import Reactant
import ReactantTesting
import Testing

/// A page for navigation tests: logs its own and its root view's appearance events as
/// "Name.willAppear" / "Name.root.willAppear" into a shared log.
final class PageRootView: ViewBase<Void, PageAction>, RootView {
    var log: EventLog?
    var pageName = ""
    let label = Label()
    let openButton = Button(title: "Open")

    override var actions: [Observable<PageAction>] { [openButton.tap.rewrite(with: .open)] }
    override func loadView() { children(label, openButton) }
    override func update() { label.text = pageName }

    func viewWillAppear() { log?.events.append("\(pageName).root.willAppear") }
    func viewDidAppear() { log?.events.append("\(pageName).root.didAppear") }
    func viewWillDisappear() { log?.events.append("\(pageName).root.willDisappear") }
    func viewDidDisappear() { log?.events.append("\(pageName).root.didDisappear") }
}

enum PageAction { case open }

final class PageController: ControllerBase<Void, PageRootView> {
    let log: EventLog
    var onOpen: () -> Void = {}
    var onAppear: () -> Void = {}

    init(_ name: String, log: EventLog = EventLog()) {
        self.log = log
        super.init(title: name)
        rootView.log = log
        rootView.pageName = name
    }

    override func act(on action: PageAction) { onOpen() }
    override func viewWillAppear() { log.events.append("\(title).willAppear") }
    override func viewDidAppear() {
        log.events.append("\(title).didAppear")
        onAppear()
    }
    override func viewWillDisappear() { log.events.append("\(title).willDisappear") }
    override func viewDidDisappear() { log.events.append("\(title).didDisappear") }
}

/// Controller events only (the root views' events are checked where they matter).
@MainActor
func controllerEvents(_ log: EventLog) -> [String] {
    log.events.filter { !$0.contains(".root.") }
}

/// Closes every window a test left open, so the next test starts with an empty window stack.
@MainActor
func closeAllWindows() {
    for window in Window.onScreen.reversed() { window.close() }
    Interact.settle()
}

/// Shows a navigation controller with `root` in a window, as `Application.run` would.
@MainActor
func showNavigation(_ root: Controller) -> (Window, NavigationController) {
    let navigation = NavigationController(root: root)
    navigation.animatesTransitions = false
    let window = Window(controller: navigation)
    window.defaultSize = (480, 360)
    window.show()
    Interact.settle()
    return (window, navigation)
}
