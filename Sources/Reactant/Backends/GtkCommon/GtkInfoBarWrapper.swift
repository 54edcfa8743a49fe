#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkInfoBar with a message label in it; both are GTK's parts to the tree. (On GTK 4,
/// AdwBanner is libadwaita 1.3, after Debian 12's 1.2; GtkInfoBar is current in GTK 4.8.)
@MainActor
final class GtkInfoBarWrapper: GtkWidgetWrapper, NativeInfoBar {
    private let label: UnsafeMutablePointer<GtkWidget>

    init() {
        label = gtk_label_new(nil)
        super.init(widget: gtk_info_bar_new(), kind: .infoBar)
#if GTK4
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_info_bar_add_child(typed(), label)
#else
        gtk_label_set_line_wrap(GObjectBridge.cast(label), 1)
        gtk_label_set_xalign(GObjectBridge.cast(label), 0)
        gtk_container_add(GObjectBridge.cast(gtk_info_bar_get_content_area(typed())), label)
        gtk_widget_show(label)
#endif
    }

    override var displayName: String { "info bar" }
#if !GTK4
    override var ownsInnerWidgets: Bool { true }
#endif
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    var messageType: MessageType {
        get { MessageType(gtk_info_bar_get_message_type(typed())) }
        set { gtk_info_bar_set_message_type(typed(), newValue.gtkType) }
    }

    var message: String {
        get { GObjectBridge.string(gtk_label_get_text(gtkTyped(label))) ?? "" }
        set { gtk_label_set_text(gtkTyped(label), newValue) }
    }

    /// The buttons the wrapper added, in response order (GTK 3's action area lists them in
    /// packing order, which is not it); the bar holds them until the wrapper takes them out.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []

    var buttonTitles: [String] {
        get { buttons.map { GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast($0))) ?? "" } }
        set {
#if GTK4
            for button in buttons { gtk_info_bar_remove_action_widget(typed(), button) }
#else
            for button in buttons { gtk_widget_destroy(button) }
#endif
            buttons = newValue.enumerated().map { index, title in
                gtk_info_bar_add_button(typed(), title, gint(index))
            }
        }
    }

    var showsCloseButton: Bool {
        get { GObjectBridge.bool(gtk_info_bar_get_show_close_button(typed())) }
        set {
            gtk_info_bar_set_show_close_button(typed(), GObjectBridge.gbool(newValue))
            nameCloseButton()
        }
    }

    /// The close button is an icon without a name: a screen reader would announce just
    /// "button". It is the bar's one button that isn't ours (GTK packs it beside the action
    /// area, as an internal child).
    private func nameCloseButton() {
#if GTK4
        guard let close = closeButton() else { return }
        var property = [GTK_ACCESSIBLE_PROPERTY_LABEL]
        var value = GValue()
        gtk_accessible_property_init_value(GTK_ACCESSIBLE_PROPERTY_LABEL, &value)
        g_value_set_string(&value, rtr("Close"))
        gtk_accessible_update_property_value(OpaquePointer(close), 1, &property, &value)
        g_value_unset(&value)
#else
        for button in internalButtons() where !buttons.contains(button) {
            atk_object_set_name(gtk_widget_get_accessible(button), rtr("Close"))
        }
#endif
    }

    /// The bar's one GtkButton that isn't ours (GTK packs it beside the action area).
    private func closeButton() -> UnsafeMutablePointer<GtkWidget>? {
        internalButtons().first { !buttons.contains($0) }
    }

    /// Every GtkButton inside the bar, GTK's internal children included.
    private func internalButtons() -> [UnsafeMutablePointer<GtkWidget>] {
        GtkInnerWidgets.descendants(of: widget).filter { GObjectBridge.isInstance($0, of: gtk_button_get_type()) }
    }

    var isRevealed: Bool {
        get { GObjectBridge.bool(gtk_info_bar_get_revealed(typed())) }
        set { gtk_info_bar_set_revealed(typed(), GObjectBridge.gbool(newValue)) }
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

    /// A person's click (`gtkClick`) on the button (ours, or GTK's close button beside them).
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
        return gtkClick(button)
    }
}

extension GtkBackend {
    public func makeInfoBar() -> any NativeInfoBar { GtkInfoBarWrapper() }
}
#endif // GTK3 || GTK4
