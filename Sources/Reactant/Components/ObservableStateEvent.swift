/// When `observeState(_:)` reports a state: as it is set, or after the `update()` it caused.
public enum ObservableStateEvent: Sendable {
    /// As soon as the state is set, before its `update()` (even while the component can't update).
    case beforeUpdate
    /// After the `update()` that ran for the state.
    case afterUpdate
}
