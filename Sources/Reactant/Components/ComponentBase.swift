/// A component that is not a view (Reactant's `ComponentBase`): a state, `update()` and actions,
/// for logic that several views share or that drives a view from outside it.
///
///     final class Countdown: ComponentBase<Int, Void> {
///         override func update() { if componentState == 0 { perform(action: ()) } }
///     }
///
/// It updates as soon as a state is set, unless created with `canUpdate: false`; state set
/// while it can't update is stored and observable, and applied once it can.
@MainActor
open class ComponentBase<State, Action>: ComponentCoreOwner {
    /// The component's state type, the class's first generic parameter.
    public typealias StateType = State
    /// The component's action type, the class's second generic parameter.
    public typealias ActionType = Action

    let core: ComponentCore<State, Action>
    private var actionSubscriptions: [AnyCancellable] = []

    /// Subscriptions that live as long as the component.
    public let lifetimeDisposeBag = DisposeBag()

    /// Creates the component; `afterInit()` runs before this returns.
    ///
    /// - Parameter canUpdate: false to hold back `update()` until `canUpdate` is set to true
    ///   (state set meanwhile is stored, observable, and applied once then).
    public init(canUpdate: Bool = true) {
        core = ComponentCore(ownerName: "\(Self.self)", canUpdate: false)
        connectCore()
        for stream in actions {
            actionSubscriptions.append(stream.sink { [weak self] in self?.core.send($0) })
        }
        afterInit()
        core.canUpdate = canUpdate
    }

    // MARK: Overridable

    /// Streams whose values become this component's actions; read once, during `init`.
    open var actions: [Observable<Action>] { [] }
    /// Runs once at the end of `init`, before any update.
    open func afterInit() {}
    /// Reacts to `componentState`: runs once for each state set while the component can
    /// update. The base implementation does nothing; no need to call `super`.
    open func update() {}
    /// Whether a state just set should run `update()`; return false to skip it (the state is
    /// still stored and observed). True unless overridden.
    open func needsUpdate() -> Bool { true }

    // MARK: Component

    /// False until `componentState` has been set (always true for a `Void` state).
    public var hasComponentState: Bool { core.hasState }

    /// Whether `update()` may run now; state set meanwhile is applied when it turns true.
    public var canUpdate: Bool {
        get { core.canUpdate }
        set { core.canUpdate = newValue }
    }
}
