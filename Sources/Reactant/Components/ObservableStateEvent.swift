/// When `observeState(_:)` reports a state: as it is set, or after the `update()` it caused.
public enum ObservableStateEvent: Sendable {
    case beforeUpdate
    case afterUpdate
}
