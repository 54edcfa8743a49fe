#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkInfoBar with a message label in its content area; both are GTK's parts to the tree.
@MainActor
final class GtkInfoBarWrapper: GtkWidgetWrapper, NativeInfoBar {
    private let label: UnsafeMutablePointer<GtkWidget>

    init() {
        label = gtk_label_new(nil)
        super.init(widget: gtk_info_bar_new(), kind: .infoBar)
        gtk_label_set_line_wrap(GObjectBridge.cast(label), 1)
        gtk_label_set_xalign(GObjectBridge.cast(label), 0)
        gtk_container_add(GObjectBridge.cast(gtk_info_bar_get_content_area(bar)), label)
        gtk_widget_show(label)
    }

    override var displayName: String { "info bar" }
    override var ownsInnerWidgets: Bool { true }
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }
    private var bar: UnsafeMutablePointer<GtkInfoBar> { GObjectBridge.cast(widget) }

    var messageType: MessageType {
        get { MessageType(gtk_info_bar_get_message_type(bar)) }
        set { gtk_info_bar_set_message_type(bar, newValue.gtkType) }
    }

    var message: String {
        get { GObjectBridge.string(gtk_label_get_text(GObjectBridge.cast(label))) ?? "" }
        set { gtk_label_set_text(GObjectBridge.cast(label), newValue) }
    }

    /// The buttons the wrapper added, in response order (the action area lists them in
    /// packing order, which is not it); the bar owns them until the wrapper destroys them.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []

    var buttonTitles: [String] {
        get { buttons.map { GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast($0))) ?? "" } }
        set {
            for button in buttons { gtk_widget_destroy(button) }
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

    /// GTK 3's close button is an icon without a name: a screen reader would announce just
    /// "button". It is the bar's one button that isn't ours (GTK packs it beside the action
    /// area, as an internal child).
    private func nameCloseButton() {
        for button in internalButtons() where !buttons.contains(button) {
            atk_object_set_name(gtk_widget_get_accessible(button), rtr("Close"))
        }
    }

    /// Every GtkButton inside the bar, GTK's internal children included.
    private func internalButtons() -> [UnsafeMutablePointer<GtkWidget>] {
        GtkInnerWidgets.descendants(of: widget).filter { GObjectBridge.isInstance($0, of: gtk_button_get_type()) }
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

    /// A click on the button (ours in the action area, or GTK's close button beside it)
    /// through GTK's event delivery.
    func simulateResponse(_ index: Int?) -> String? {
        let button: UnsafeMutablePointer<GtkWidget>?
        if let index {
            guard buttons.indices.contains(index) else { return "it has no button \(index)" }
            button = buttons[index]
        } else {
            guard showsCloseButton else { return "it has no close button" }
            button = internalButtons().first { !buttons.contains($0) }
        }
        guard let button else { return "GTK made no close button" }
        return GtkPointerEvents.click(button)
    }
}

extension GtkBackend {
    public func makeInfoBar() -> any NativeInfoBar { GtkInfoBarWrapper() }
}
#endif // GTK3
