#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkOverlay: its child is the content, the rest are overlays. (The toolkit's toasts are a
/// view over this, `ToastOverlay`, the same on both GTK backends.)
@MainActor
final class Gtk4OverlayWrapper: Gtk4WidgetWrapper, NativeOverlay {
    private var overlayWidgets: [Gtk4WidgetWrapper] = []

    init() {
        super.init(widget: gtk_overlay_new(), kind: .overlay)
    }

    private var overlay: OpaquePointer { OpaquePointer(widget) }

    /// The content first, then the overlays bottom first.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        let content = gtk_overlay_get_child(overlay).map { [$0] } ?? []
        return content + overlayWidgets.map(\.widget).filter { gtk_widget_get_parent($0) == widget }
    }

    var content: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_overlay_get_child(overlay)) }
        set { replaceChild(Self.wrapper(of: gtk_overlay_get_child(overlay)), with: newValue) { gtk_overlay_set_child(overlay, $0) } }
    }

    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_overlay_get_child(overlay) == child {
            gtk_overlay_set_child(overlay, nil)
        } else if gtk_widget_get_parent(child) == widget {
            gtk_overlay_remove_overlay(overlay, child)
        } else {
            super.detach(child)
        }
    }

    var overlays: [any NativeWidget] { overlayWidgets }

    func addOverlay(_ child: any NativeWidget) {
        guard let adopted = adoptable(child) else { return }
        hold(adopted) { gtk_overlay_add_overlay(overlay, $0) }
        overlayWidgets.append(adopted)
    }

    func removeOverlay(_ child: any NativeWidget) {
        guard let index = overlayWidgets.firstIndex(where: { $0 === child }) else { return }
        release(overlayWidgets.remove(at: index))
    }
}
#endif // GTK4
