/// A component class whose state lives in a `ComponentCore` (`ComponentBase`, `ViewBase`,
/// `WidgetComponent`, `ControllerBase`): the `Component` requirements that only forward to the
/// core are written once here, so the four classes cannot drift apart. A class still declares
/// what differs (`ControllerBase`'s `action` merges its root view's). Only members that answer
/// a `Component` requirement are public through this internal protocol, so `hasComponentState`
/// and `canUpdate` stay in the classes.
@MainActor
protocol ComponentCoreOwner: Component {
    var core: ComponentCore<StateType, ActionType> { get }
}

extension ComponentCoreOwner {
    /// Lets the core run the owner's `update()`, subject to its `needsUpdate()`; called once
    /// from the owner's initialiser.
    func connectCore() {
        core.performUpdate = { [unowned self] in self.update() }
        core.shouldUpdate = { [unowned self] in self.needsUpdate() }
    }

    /// The state; setting it runs `update()` at once, or once updating becomes possible.
    public var componentState: StateType {
        get { core.state }
        set { core.state = newValue }
    }

    /// Everything the component reports, from `actions` and `perform(action:)`; completes when
    /// the component is freed.
    public var action: Observable<ActionType> { core.action }

    /// Cancellables made in `update()`, dropped right before the next update.
    public var stateCancellables: Set<AnyCancellable> {
        get { core.stateCancellables }
        set { core.stateCancellables = newValue }
    }

    /// Sends `action` down the `action` stream, as if the component had reported it.
    public func perform(action: ActionType) {
        core.send(action)
    }

    // MARK: Reactant's state observation

    /// The current state (once there is one), then every state set, even while the component
    /// can't update; completes when the component is freed.
    public var observableState: Observable<StateType> { core.observableState }
    /// The state before the last one set; nil during the first update.
    public var previousComponentState: StateType? { core.previousState }
    /// Each state as it is set (`.beforeUpdate`), or after the `update()` it caused
    /// (`.afterUpdate`, not sent while the component can't update).
    public func observeState(_ when: ObservableStateEvent) -> Observable<StateType> { core.observeState(when) }
    /// Runs `update()` again for the current state, keeping `previousComponentState`: for a
    /// state whose change setting it again wouldn't show. Does nothing before a state is set.
    public func invalidate() { core.invalidate() }
    /// Subscriptions disposed of right before each `update()` (RxSwift's bag, for ported code;
    /// `stateCancellables` is the Combine way).
    public var stateDisposeBag: DisposeBag { core.stateDisposeBag }
}
