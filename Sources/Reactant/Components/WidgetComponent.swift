/// A single native widget that is also a component (`TextField`, `Switch`): its state is the
/// widget's value, its action is the value a person entered.
///
/// Subclasses push `componentState` into the widget in `update()`, and call `userChanged(_:)`
/// from the widget's change handler, which records the value and reports it as an action.
@MainActor
open class WidgetComponent<State, Action>: View, Component {
    public typealias StateType = State
    public typealias ActionType = Action

    let core: ComponentCore<State, Action>

    init(native: any NativeWidget, ownerName: String) {
        core = ComponentCore(ownerName: ownerName, canUpdate: true)
        super.init(native: native)
        core.performUpdate = { [unowned self] in self.update() }
        core.shouldUpdate = { [unowned self] in self.needsUpdate() }
    }

    open func update() {}

    public var componentState: State {
        get { core.state }
        set { core.state = newValue }
    }

    public var action: Observable<Action> { core.action }

    public var stateCancellables: Set<AnyCancellable> {
        get { core.stateCancellables }
        set { core.stateCancellables = newValue }
    }

    public func perform(action: Action) {
        core.send(action)
    }

    // MARK: Reactant's state observation

    public var observableState: Observable<State> { core.observableState }
    public var previousComponentState: State? { core.previousState }
    public func observeState(_ when: ObservableStateEvent) -> Observable<State> { core.observeState(when) }
    open func needsUpdate() -> Bool { true }
    public func invalidate() { core.invalidate() }
    public var stateDisposeBag: DisposeBag { core.stateDisposeBag }
}
