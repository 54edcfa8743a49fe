#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkOverlay: its GtkBin child is the content, the rest are overlays.
@MainActor
final class GtkOverlayWrapper: GtkWidgetWrapper, NativeOverlay {
    private var overlayWidgets: [GtkWidgetWrapper] = []

    init() {
        super.init(widget: gtk_overlay_new(), kind: .overlay)
    }

    /// The content first, then the overlays bottom first, whatever order GtkOverlay's forall
    /// walks them in.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        let content = gtk_bin_get_child(GObjectBridge.cast(widget)).map { [$0] } ?? []
        return content + overlayWidgets.map(\.widget).filter { gtk_widget_get_parent($0) == widget }
    }

    var content: (any NativeWidget)? {
        get { binContent }
        set { setBinContent(newValue) }
    }

    var overlays: [any NativeWidget] { overlayWidgets }

    func addOverlay(_ child: any NativeWidget) {
        guard let adopted = adoptable(child) else { return }
        hold(adopted) { gtk_overlay_add_overlay(GObjectBridge.cast(widget), $0) }
        overlayWidgets.append(adopted)
    }

    func removeOverlay(_ child: any NativeWidget) {
        guard let index = overlayWidgets.firstIndex(where: { $0 === child }) else { return }
        release(overlayWidgets.remove(at: index))
    }
}
#endif // GTK3
