/// A GtkSwitch or GtkCheckButton stand-in.
@MainActor
public final class HeadlessToggle: HeadlessWidget, NativeToggle {
    /// Switch, check box or toggle button, as made.
    public let style: ToggleStyle
    private var active = false
    static let toggled = HeadlessSignal<@MainActor (Bool) -> Void>("toggled")

    init(_ style: ToggleStyle, backend: HeadlessBackend) {
        self.style = style
        super.init(kind: .toggle, backend: backend, canFocus: true)
    }

    /// Set from code without telling the toggle handlers (see NativeWidgets.swift).
    public var isOn: Bool {
        get { active }
        set { withOwnHandlersBlocked(on: Self.toggled) { setActive(newValue) } }
    }

    /// Called with the new value after `simulateToggle` or a click flipped it.
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        connect(Self.toggled, handler)
    }

    /// Flips the toggle and calls the `onToggled` handlers.
    public func simulateToggle() {
        setActive(!active)
    }

    /// gtk_toggle_button_set_active and gtk_switch_set_active: "toggled" only for a change.
    private func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        active = newValue
        // Each handler hears the value as it is now, as GTK's handlers read it back.
        emit(Self.toggled) { $0(active) }
    }

    /// A click flips it; check and toggle buttons take the focus first (GtkButton's
    /// focus-on-click), a GtkSwitch leaves it where it was (checked against GTK 3.24).
    override func clickedByPointer() {
        if style != .switch { grabFocus() }
        simulateToggle()
    }

    /// Space and Enter on the focused toggle flip it, as GtkSwitch's and GtkToggleButton's
    /// activate bindings do.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard isFocus, key.modifiers.isEmpty, key.key == .enter || key.key == .character(" ") else { return false }
        simulateToggle()
        return true
    }
}
