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
    associatedtype StateType
    associatedtype ActionType

    var componentState: StateType { get set }
    var action: Observable<ActionType> { get }
    var stateCancellables: Set<AnyCancellable> { get set }

    func update()
    func perform(action: ActionType)
}
