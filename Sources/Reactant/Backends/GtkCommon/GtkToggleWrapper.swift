#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkSwitch (`.switch`), a GtkCheckButton with a label (`.checkBox`) or a GtkToggleButton
/// (`.button`). In GTK 3 the last two are both GtkToggleButtons to the code below; in GTK 4 a
/// check button is no longer a toggle button, so each has its own getter and setter.
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
        get { Self.isActive(widget, style: style) }
        // Code setting the value is not a user toggle: our own handlers are blocked meanwhile.
        set { withOwnHandlersBlocked(on: changeSignal) { Self.setActive(widget, style: style, newValue) } }
    }

    func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        // Captures the widget, not self: the closure lives in GObject, and self owns the widget.
        let widget = self.widget, style = self.style
        return connect(changeSignal, shape: isSwitch ? .oneArgument : .plain) { _ in
            handler(Self.isActive(widget, style: style))
            return false
        }
    }

    /// Flips the value through the same setter a click ends in, with every handler awake.
    func simulateToggle() { Self.setActive(widget, style: style, !isOn) }

    /// With animations on, a clicked GtkSwitch flips only at the end of its slide (100 ms,
    /// ticked by the frame clock; GTK 4 as GTK 3): the click waits for it (at most a second),
    /// as a person sees the switch move before doing the next thing.
    override func simulatePrimaryClick() -> String? {
        let before = isOn
        if let refusal = super.simulatePrimaryClick() { return refusal }
        guard isSwitch else { return nil }
        let deadline = g_get_monotonic_time() + 1_000_000
        while isOn == before, g_get_monotonic_time() < deadline {
#if GTK4
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
#else
            if gtk_events_pending() != 0 { gtk_main_iteration_do(0) } else { g_usleep(1_000) }
#endif
        }
        return nil
    }

    private static func isActive(_ widget: UnsafeMutablePointer<GtkWidget>, style: ToggleStyle) -> Bool {
        switch style {
        case .switch: GObjectBridge.bool(gtk_switch_get_active(gtkTyped(widget)))
#if GTK4
        case .checkBox: GObjectBridge.bool(gtk_check_button_get_active(gtkTyped(widget)))
        case .button: GObjectBridge.bool(gtk_toggle_button_get_active(gtkTyped(widget)))
#else
        case .checkBox, .button: GObjectBridge.bool(gtk_toggle_button_get_active(gtkTyped(widget)))
#endif
        }
    }

    private static func setActive(_ widget: UnsafeMutablePointer<GtkWidget>, style: ToggleStyle, _ active: Bool) {
        switch style {
        case .switch: gtk_switch_set_active(gtkTyped(widget), GObjectBridge.gbool(active))
#if GTK4
        case .checkBox: gtk_check_button_set_active(gtkTyped(widget), GObjectBridge.gbool(active))
        case .button: gtk_toggle_button_set_active(gtkTyped(widget), GObjectBridge.gbool(active))
#else
        case .checkBox, .button: gtk_toggle_button_set_active(gtkTyped(widget), GObjectBridge.gbool(active))
#endif
        }
    }
}

extension GtkBackend {
    public func makeToggle(_ style: ToggleStyle) -> any NativeToggle { GtkToggleWrapper(style) }
}
#endif // GTK3 || GTK4
