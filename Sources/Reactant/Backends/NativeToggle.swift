/// A switch (GtkSwitch) or a check box with a label (GtkCheckButton).
public enum ToggleStyle: Equatable, Sendable {
    /// An on/off switch (GtkSwitch).
    case `switch`
    /// A check box with `label` beside it (GtkCheckButton).
    case checkBox(label: String)
    /// A button that stays pressed in while on (GtkToggleButton).
    case button(label: String)
}

/// A widget a person turns on and off: switch, check box or toggle button (see `ToggleStyle`).
@MainActor
public protocol NativeToggle: NativeWidget {
    /// Which kind of toggle this is, fixed when the backend made it.
    var style: ToggleStyle { get }
    /// Whether the toggle is on (GtkSwitch's active, GtkToggleButton's active); setting it calls no
    /// `onToggled` handler.
    var isOn: Bool { get set }
    /// Called with the new value after a person (or `simulateToggle()`) flipped the toggle.
    func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection
    /// Flips the toggle as a person's click would.
    func simulateToggle()
}
