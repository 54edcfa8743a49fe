#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkButton with a label or a content widget (gtk_button_set_child in GTK 4).
@MainActor
final class Gtk4ButtonWrapper: Gtk4WidgetWrapper, NativeButton {
    init() {
        super.init(widget: gtk_button_new(), kind: .button)
    }

    private var button: UnsafeMutablePointer<GtkButton> { Gtk4Object.cast(widget) }

    private var customContent: Gtk4WidgetWrapper? {
        Self.wrapper(of: gtk_button_get_child(button))
    }

    var title: String? {
        get {
            guard customContent == nil else { return nil }
            return Gtk4Object.string(gtk_button_get_label(button))
        }
        set {
            if let content = customContent { release(content) }
            if let newValue {
                gtk_button_set_label(button, newValue)
            } else {
                gtk_button_set_child(button, nil)
            }
        }
    }

    func setContent(_ content: any NativeWidget) {
        if let current = customContent, current === content { return }
        guard let content = adoptable(content) else { return }
        if let current = customContent { release(current) }
        hold(content) { gtk_button_set_child(button, $0) }
    }

    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_button_get_child(button) == child { gtk_button_set_child(button, nil) }
    }

    func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("clicked") { _ in handler(); return false }
    }

    /// Emits "clicked" at once, as GTK 3's gtk_button_clicked (GTK 4 has none): the button's
    /// activation (gtk_widget_activate, Space or Enter) emits it only 250 ms later, from a
    /// timeout that shows the press, and not at all while the button is unrealized.
    func simulateClick() { Gtk4PointerPath.activate(widget) }
}
#endif // GTK4
