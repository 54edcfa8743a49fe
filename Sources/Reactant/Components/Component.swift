/// Anything with a state and actions: views, buttons, controllers.
///
/// - Setting `componentState` calls `update()` (at once, or later when the component can't
///   update yet; see `ComponentCore`).
/// - `action` is the stream of everything the component reports to its owner; `perform(action:)`
///   sends one more action down that stream.
/// - `stateCancellables` holds subscriptions made inside `update()`; they are cancelled right
///   before the next `update()`, so an update never leaves a stale subscription behind (the
///   seeds' `stateDisposeBag`).
@MainActor
public protocol Component: AnyObject {
    /// The type of the component's state: what `update()` shows (`Void` for a component
    /// without one).
    associatedtype StateType
    /// The type of what the component reports to its owner (`Void` for a single kind of event).
    associatedtype ActionType

    /// The state; setting it runs `update()` at once, or once the component can update.
    ///
    /// Reading it before it was ever set is a programming error that stops the program with a
    /// message naming the component (a `Void` state is always set); `hasComponentState` tells.
    var componentState: StateType { get set }
    /// Everything the component reports to its owner, in order; the stream completes when the
    /// component is freed.
    var action: Observable<ActionType> { get }
    /// Subscriptions made inside `update()`; they are cancelled right before the next update.
    var stateCancellables: Set<AnyCancellable> { get set }

    /// Shows `componentState`; runs once for each state set (several states set while the
    /// component can't update run it once, for the last). Never call it directly: set the state,
    /// or call `invalidate()`.
    func update()
    /// Sends `action` down the `action` stream, as if the component had reported it.
    func perform(action: ActionType)

    // Reactant's state observation (see `ComponentCore` for the rules).

    /// The current state (once there is one), then every state set, even while the component
    /// can't update. For composing streams; to react, `observeState(_:)`.
    var observableState: Observable<StateType> { get }
    /// The state before the last one set; nil in the first update.
    var previousComponentState: StateType? { get }
    /// Each state as it is set (`.beforeUpdate`) or after the `update()` it caused (`.afterUpdate`).
    func observeState(_ when: ObservableStateEvent) -> Observable<StateType>
    /// Whether a new state should run `update()`; true unless overridden.
    func needsUpdate() -> Bool
    /// Runs `update()` again for the current state, keeping `previousComponentState`.
    func invalidate()
    /// Subscriptions ended right before each `update()` (RxSwift's bag; `stateCancellables`
    /// is the Combine way).
    var stateDisposeBag: DisposeBag { get }
}

extension Component {
    /// Sets the state and returns the component: `LabelView().with(state: "Hello")`.
    @discardableResult
    public func with(state: StateType) -> Self {
        componentState = state
        return self
    }

    /// Changes several parts of the state with one update.
    public func mutateState(_ mutation: (inout StateType) -> Void) {
        var state = componentState
        mutation(&state)
        componentState = state
    }

    /// A closure that sets the state, holding the component weakly:
    /// `names.subscribe(onNext: setComponentState)`.
    public var setComponentState: (StateType) -> Void {
        { [weak self] state in self?.componentState = state }
    }
}
