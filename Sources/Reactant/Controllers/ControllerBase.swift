/// A controller with a state and a typed root view, as in the seeds:
///
///     final class GreeterController: ControllerBase<String, GreeterRootView> {
///         init() {
///             super.init(title: "Greeter")
///             componentState = ""
///         }
///         override func update() {
///             rootView.componentState = (greeting: "Hello \(componentState)!", name: componentState)
///         }
///         override func act(on action: GreeterAction) { ... }
///     }
///
/// The root view's actions arrive in `act(on:)`. Neither the controller's nor the root view's
/// `update()` runs before `viewWillAppear` or after `viewWillDisappear`: state set in between is
/// kept and applied once when the controller appears again.
@MainActor
open class ControllerBase<State, Root: View>: Controller, ComponentCoreOwner where Root: Component {
    /// The controller's state type, the class's first generic parameter.
    public typealias StateType = State
    /// The controller's action type: its root view's.
    public typealias ActionType = Root.ActionType

    /// The root view, typed: set its `componentState` in `update()`.
    public let rootView: Root
    let core: ComponentCore<State, Root.ActionType>
    private var rootActions: AnyCancellable?

    /// Uses `root` as the root view (any view component will do).
    public init(title: String = "", root: Root) {
        rootView = root
        core = ComponentCore(ownerName: "\(Self.self)", canUpdate: false)
        super.init(title: title, view: root)
        connect()
    }

    /// Creates the root view with its `init()`.
    public init(title: String = "") where Root: RootView {
        rootView = Root()
        core = ComponentCore(ownerName: "\(Self.self)", canUpdate: false)
        super.init(title: title, view: rootView)
        connect()
    }

    private func connect() {
        connectCore()
        (rootView as? any UpdateGate)?.canUpdate = false
        rootActions = rootView.action.sink { [weak self] action in
            self?.act(on: action)
        }
        afterInit()
    }

    // MARK: Overridable

    /// Runs once at the end of `ControllerBase`'s `init` (Reactant's), with the root view
    /// made and its actions connected: for subscriptions that live as long as the controller.
    /// It runs before the rest of a subclass's `init`, after its `super.init` call.
    open func afterInit() {}

    /// Pushes `componentState` into `rootView`; runs for each state set while the controller
    /// is shown (from `viewWillAppear` to `viewWillDisappear`), and once on appearing for a
    /// state set while hidden. No need to call `super`.
    open func update() {}

    /// Reacts to an action of the root view.
    open func act(on action: Root.ActionType) {}

    // MARK: Reactant's state observation

    /// Whether a state just set should run `update()`; true unless overridden.
    open func needsUpdate() -> Bool { true }

    /// Subscriptions that live as long as the controller.
    public let lifetimeDisposeBag = DisposeBag()

    // MARK: Component

    /// False until `componentState` has been set (always true for a `Void` state).
    public var hasComponentState: Bool { core.hasState }

    /// The root view's actions, passed through (a wireframe may observe them too).
    public var action: Observable<Root.ActionType> {
        .merge(rootView.action, core.action)
    }

    // MARK: Lifecycle plumbing

    override func willAppear() {
        core.canUpdate = true
        (rootView as? any UpdateGate)?.canUpdate = true
        viewWillAppear()
        (rootView as? any RootView)?.viewWillAppear()
    }

    override func didAppear() {
        viewDidAppear()
        (rootView as? any RootView)?.viewDidAppear()
    }

    override func willDisappear() {
        viewWillDisappear()
        (rootView as? any RootView)?.viewWillDisappear()
        core.canUpdate = false
        (rootView as? any UpdateGate)?.canUpdate = false
    }

    override func didDisappear() {
        viewDidDisappear()
        (rootView as? any RootView)?.viewDidDisappear()
    }
}

/// Components whose updating a controller can pause (every `ViewBase`).
@MainActor
protocol UpdateGate: AnyObject {
    var canUpdate: Bool { get set }
}

extension ViewBase: UpdateGate {}
