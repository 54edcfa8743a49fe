/// A single native widget that is also a component (`TextField`, `Switch`): its state is the
/// widget's value, its action is the value a person entered.
///
/// Subclasses push `componentState` into the widget in `update()`, and call
/// `userChanged(_:reporting:)` from the widget's change handler, which records the value and
/// reports it as an action.
@MainActor
open class WidgetComponent<State, Action>: View, ComponentCoreOwner {
    /// The component's state type: the widget's value.
    public typealias StateType = State
    /// The component's action type: what a person's change reports.
    public typealias ActionType = Action

    let core: ComponentCore<State, Action>

    init(native: any NativeWidget, ownerName: String) {
        core = ComponentCore(ownerName: ownerName, canUpdate: true)
        super.init(native: native)
        connectCore()
    }

    /// Pushes `componentState` into the native widget. Not run for a value a person entered
    /// (the widget shows it already).
    open func update() {}

    /// A person changed the widget to `value`: the state takes it without an `update()` (the
    /// widget shows it already, and pushing it back could undo a later edit) and `action`
    /// reports it.
    func userChanged(_ value: State, reporting action: Action) {
        core.storeWithoutUpdate(value)
        perform(action: action)
    }

    // MARK: Reactant's state observation

    /// Whether a state just set should run `update()`; true unless overridden.
    open func needsUpdate() -> Bool { true }
}
