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

    public var action: Observable<ActionType> { core.action }

    /// Cancellables made in `update()`, dropped right before the next update.
    public var stateCancellables: Set<AnyCancellable> {
        get { core.stateCancellables }
        set { core.stateCancellables = newValue }
    }

    public func perform(action: ActionType) {
        core.send(action)
    }

    // MARK: Reactant's state observation

    public var observableState: Observable<StateType> { core.observableState }
    public var previousComponentState: StateType? { core.previousState }
    public func observeState(_ when: ObservableStateEvent) -> Observable<StateType> { core.observeState(when) }
    public func invalidate() { core.invalidate() }
    public var stateDisposeBag: DisposeBag { core.stateDisposeBag }
}
