#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkSwitch (`.switch`), a GtkCheckButton with a label (`.checkBox`) or a GtkToggleButton
/// (`.button`); the last two are both GtkToggleButtons to the code below.
@MainActor
final class GtkToggleWrapper: GtkWidgetWrapper, NativeToggle {
    let style: ToggleStyle

    init(_ style: ToggleStyle) {
        self.style = style
        switch style {
        case .switch:
            super.init(widget: gtk_switch_new(), kind: .toggle)
        case .checkBox(let label):
            super.init(widget: gtk_check_button_new_with_label(label), kind: .toggle)
        case .button(let label):
            super.init(widget: gtk_toggle_button_new_with_label(label), kind: .toggle)
        }
    }

    private var isSwitch: Bool { style == .switch }

    /// The signal that reports a new value: a switch notifies its "active" property, a check
    /// button emits "toggled".
    private var changeSignal: String { isSwitch ? "notify::active" : "toggled" }

    var isOn: Bool {
        get { Self.isActive(widget, isSwitch: isSwitch) }
        // Code setting the value is not a user toggle: our own handlers are blocked meanwhile.
        set { withOwnHandlersBlocked(on: changeSignal) { setActive(newValue) } }
    }

    func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        // Captures the widget, not self: the closure lives in GObject, and self owns the widget.
        let widget = self.widget, isSwitch = self.isSwitch
        return connect(changeSignal, shape: isSwitch ? .oneArgument : .plain) { _ in
            handler(Self.isActive(widget, isSwitch: isSwitch))
            return false
        }
    }

    /// Flips the value through the same setter a click ends in, with every handler awake.
    func simulateToggle() { setActive(!isOn) }

    /// With animations on, a clicked GtkSwitch flips only at the end of its slide (100 ms,
    /// ticked by the frame clock): the click waits for it (at most a second), as a person
    /// sees the switch move before doing the next thing.
    override func simulatePrimaryClick() -> String? {
        let before = isOn
        if let refusal = super.simulatePrimaryClick() { return refusal }
        guard isSwitch else { return nil }
        let deadline = g_get_monotonic_time() + 1_000_000
        while isOn == before, g_get_monotonic_time() < deadline {
            if gtk_events_pending() != 0 { gtk_main_iteration_do(0) } else { g_usleep(1_000) }
        }
        return nil
    }

    private static func isActive(_ widget: UnsafeMutablePointer<GtkWidget>, isSwitch: Bool) -> Bool {
        isSwitch
            ? GObjectBridge.bool(gtk_switch_get_active(GObjectBridge.cast(widget)))
            : GObjectBridge.bool(gtk_toggle_button_get_active(GObjectBridge.cast(widget)))
    }

    private func setActive(_ active: Bool) {
        if isSwitch {
            gtk_switch_set_active(GObjectBridge.cast(widget), GObjectBridge.gbool(active))
        } else {
            gtk_toggle_button_set_active(GObjectBridge.cast(widget), GObjectBridge.gbool(active))
        }
    }
}
#endif // GTK3
