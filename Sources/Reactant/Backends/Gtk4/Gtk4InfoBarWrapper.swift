#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkInfoBar with a message label in it; both are GTK's parts to the tree. (AdwBanner is
/// libadwaita 1.3, after Debian 12's 1.2; GtkInfoBar is current in GTK 4.8.)
@MainActor
final class Gtk4InfoBarWrapper: Gtk4WidgetWrapper, NativeInfoBar {
    private let label: UnsafeMutablePointer<GtkWidget>

    init() {
        label = gtk_label_new(nil)
        super.init(widget: gtk_info_bar_new(), kind: .infoBar)
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_info_bar_add_child(bar, label)
    }

    override var displayName: String { "info bar" }
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }
    private var bar: OpaquePointer { OpaquePointer(widget) }

    var messageType: MessageType {
        get { MessageType(gtk_info_bar_get_message_type(bar)) }
        set { gtk_info_bar_set_message_type(bar, newValue.gtkType) }
    }

    var message: String {
        get { GObjectBridge.string(gtk_label_get_text(OpaquePointer(label))) ?? "" }
        set { gtk_label_set_text(OpaquePointer(label), newValue) }
    }

    /// The buttons the wrapper added, in response order; the bar holds them.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []

    var buttonTitles: [String] {
        get { buttons.map { GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast($0))) ?? "" } }
        set {
            for button in buttons { gtk_info_bar_remove_action_widget(bar, button) }
            buttons = newValue.enumerated().map { index, title in
                gtk_info_bar_add_button(bar, title, gint(index))
            }
        }
    }

    var showsCloseButton: Bool {
        get { GObjectBridge.bool(gtk_info_bar_get_show_close_button(bar)) }
        set {
            gtk_info_bar_set_show_close_button(bar, GObjectBridge.gbool(newValue))
            nameCloseButton()
        }
    }

    /// The close button is an icon: without a name a screen reader would say just "button".
    private func nameCloseButton() {
        guard let close = closeButton() else { return }
        var property = [GTK_ACCESSIBLE_PROPERTY_LABEL]
        var value = GValue()
        gtk_accessible_property_init_value(GTK_ACCESSIBLE_PROPERTY_LABEL, &value)
        g_value_set_string(&value, rtr("Close"))
        gtk_accessible_update_property_value(OpaquePointer(close), 1, &property, &value)
        g_value_unset(&value)
    }

    /// The bar's one GtkButton that isn't ours (GTK packs it beside the action area).
    private func closeButton() -> UnsafeMutablePointer<GtkWidget>? {
        var pending = [widget]
        while let node = pending.popLast() {
            if node != widget, GObjectBridge.isInstance(node, of: gtk_button_get_type()), !buttons.contains(node) { return node }
            var child = gtk_widget_get_last_child(node)
            while let current = child {
                pending.append(current)
                child = gtk_widget_get_prev_sibling(current)
            }
        }
        return nil
    }

    var isRevealed: Bool {
        get { GObjectBridge.bool(gtk_info_bar_get_revealed(bar)) }
        set { gtk_info_bar_set_revealed(bar, GObjectBridge.gbool(newValue)) }
    }

    /// "response" carries a gint; the close button answers GTK_RESPONSE_CLOSE and Escape
    /// GTK_RESPONSE_CANCEL, both reported as nil.
    func onResponse(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        connect("response", shape: .oneArgument) { argument in
            let response = Int(Int32(truncatingIfNeeded: Int(bitPattern: argument)))
            handler(response >= 0 ? response : nil)
            return false
        }
    }

    /// A click on the button (ours, or GTK's close button beside them), as far as GTK 4 lets
    /// code click (`Gtk4PointerPath`).
    func simulateResponse(_ index: Int?) -> String? {
        let button: UnsafeMutablePointer<GtkWidget>?
        if let index {
            guard buttons.indices.contains(index) else { return "it has no button \(index)" }
            button = buttons[index]
        } else {
            guard showsCloseButton else { return "it has no close button" }
            button = closeButton()
        }
        guard let button else { return "GTK made no close button" }
        return Gtk4PointerPath.click(button)
    }
}
#endif // GTK4
