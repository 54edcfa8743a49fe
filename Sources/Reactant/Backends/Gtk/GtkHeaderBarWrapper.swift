#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkHeaderBar, used as a window's title bar.
@MainActor
final class GtkHeaderBarWrapper: GtkWidgetWrapper, NativeHeaderBar {
    init() {
        super.init(widget: gtk_header_bar_new(), kind: .headerBar)
    }

    private var bar: UnsafeMutablePointer<GtkHeaderBar> { GObjectBridge.cast(widget) }

    override var displayName: String { "header bar" }

    /// GTK's own close button: an internal GtkButton with the "titlebutton" and "close" style
    /// classes, made while the bar is a shown window's title bar with show-close-button;
    /// gtk_button_clicked runs what a click does (gtk_window_close, a delete-event).
    func simulateCloseButtonClick() -> Bool {
        guard !isDestroyed, showsWindowControls, gtk_widget_get_mapped(widget) != 0 else { return false }
        let closeButton = GtkInnerWidgets.first(in: widget) { child in
            let context = gtk_widget_get_style_context(child)
            return GObjectBridge.isInstance(child, of: gtk_button_get_type())
                && gtk_style_context_has_class(context, "titlebutton") != 0
                && gtk_style_context_has_class(context, "close") != 0
        }
        guard let button = closeButton, gtk_widget_get_visible(button) != 0 else { return false }
        gtk_button_clicked(GObjectBridge.cast(button))
        return true
    }

    var title: String {
        get { GObjectBridge.string(gtk_header_bar_get_title(bar)) ?? "" }
        set { gtk_header_bar_set_title(bar, newValue) }
    }

    var showsWindowControls: Bool {
        get { GObjectBridge.bool(gtk_header_bar_get_show_close_button(bar)) }
        set { gtk_header_bar_set_show_close_button(bar, GObjectBridge.gbool(newValue)) }
    }

    func packStart(_ widget: any NativeWidget) {
        guard let child = adoptable(widget) else { return }
        hold(child) { gtk_header_bar_pack_start(bar, $0) }
    }

    func packEnd(_ widget: any NativeWidget) {
        guard let child = adoptable(widget) else { return }
        hold(child) { gtk_header_bar_pack_end(bar, $0) }
    }

    var subtitle: String? {
        get { GObjectBridge.string(gtk_header_bar_get_subtitle(bar)) }
        set { gtk_header_bar_set_subtitle(bar, newValue) }
    }

    func isPackedAtEnd(_ widget: any NativeWidget) -> Bool {
        guard let child = directChild(widget) else { return false }
        return GObjectBridge.childProperty("pack-type", of: child.widget, in: self.widget, type: gtk_pack_type_get_type()) {
            g_value_get_enum($0) == GTK_PACK_END.rawValue
        }
    }

    func remove(_ widget: any NativeWidget) { removeChild(widget) }
}
#endif // GTK3
