#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkSwitch, GtkCheckButton or GtkToggleButton (in GTK 4 a check button is no longer a
/// toggle button, so each has its own getter and setter).
@MainActor
final class Gtk4ToggleWrapper: Gtk4WidgetWrapper, NativeToggle {
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

    private var changeSignal: String { style == .switch ? "notify::active" : "toggled" }

    var isOn: Bool {
        get { Self.isActive(widget, style: style) }
        // Code setting the value is not a user toggle: our own handlers are blocked meanwhile.
        set { withOwnHandlersBlocked(on: changeSignal) { Self.setActive(widget, style: style, newValue) } }
    }

    func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        // Captures the widget, not self: the closure lives in GObject, and self owns the widget.
        let widget = self.widget, style = self.style
        return connect(changeSignal, shape: style == .switch ? .oneArgument : .plain) { _ in
            handler(Self.isActive(widget, style: style))
            return false
        }
    }

    func simulateToggle() { Self.setActive(widget, style: style, !isOn) }

    /// A switch that is clicked slides to its new state and only then changes it (GTK 4 as
    /// GTK 3): wait for that, as a person waits for the knob (at most a second).
    override func simulatePrimaryClick() -> String? {
        let before = isOn
        if let refusal = super.simulatePrimaryClick() { return refusal }
        guard style == .switch else { return nil }
        let deadline = g_get_monotonic_time() + 1_000_000
        while isOn == before, g_get_monotonic_time() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
        }
        return nil
    }

    private static func isActive(_ widget: UnsafeMutablePointer<GtkWidget>, style: ToggleStyle) -> Bool {
        switch style {
        case .switch: Gtk4Object.bool(gtk_switch_get_active(OpaquePointer(widget)))
        case .checkBox: Gtk4Object.bool(gtk_check_button_get_active(Gtk4Object.cast(widget)))
        case .button: Gtk4Object.bool(gtk_toggle_button_get_active(Gtk4Object.cast(widget)))
        }
    }

    private static func setActive(_ widget: UnsafeMutablePointer<GtkWidget>, style: ToggleStyle, _ active: Bool) {
        switch style {
        case .switch: gtk_switch_set_active(OpaquePointer(widget), Gtk4Object.gbool(active))
        case .checkBox: gtk_check_button_set_active(Gtk4Object.cast(widget), Gtk4Object.gbool(active))
        case .button: gtk_toggle_button_set_active(Gtk4Object.cast(widget), Gtk4Object.gbool(active))
        }
    }
}
#endif // GTK4
