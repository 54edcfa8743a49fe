/// A switch (GtkSwitch) or a check box with a label (GtkCheckButton).
public enum ToggleStyle: Equatable, Sendable {
    case `switch`
    case checkBox(label: String)
    /// A button that stays pressed in while on (GtkToggleButton).
    case button(label: String)
}

@MainActor
public protocol NativeToggle: NativeWidget {
    var style: ToggleStyle { get }
    var isOn: Bool { get set }
    func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection
    /// Flips the toggle as a person's click would.
    func simulateToggle()
}
