#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkOverlay: its child is the content, the rest are overlays. (The toolkit's toasts are a
/// view over this, `ToastOverlay`.)
@MainActor
final class GtkOverlayWrapper: GtkWidgetWrapper, NativeOverlay {
    private var overlayWidgets: [GtkWidgetWrapper] = []

    init() {
        super.init(widget: gtk_overlay_new(), kind: .overlay)
    }

    /// The content first, then the overlays bottom first, whatever order GTK keeps them in.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        let content = soleChild.map { [$0] } ?? []
        return content + overlayWidgets.map(\.widget).filter { gtk_widget_get_parent($0) == widget }
    }

    /// GTK 3's overlay is a GtkBin; GTK 4's has its own child functions (and no gtk_container_add).
    var content: (any NativeWidget)? {
        get { Self.wrapper(of: soleChild) }
        set { replaceChild(Self.wrapper(of: soleChild), with: newValue) { setSoleChild($0) } }
    }

#if GTK4
    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if soleChild == child {
            setSoleChild(nil)
        } else if gtk_widget_get_parent(child) == widget {
            gtk_overlay_remove_overlay(typed(), child)
        } else {
            super.detach(child)
        }
    }
#endif

    var overlays: [any NativeWidget] { overlayWidgets }

    func addOverlay(_ child: any NativeWidget) {
        guard let adopted = adoptable(child) else { return }
        hold(adopted) { gtk_overlay_add_overlay(typed(), $0) }
        overlayWidgets.append(adopted)
    }

    func removeOverlay(_ child: any NativeWidget) {
        guard let index = overlayWidgets.firstIndex(where: { $0 === child }) else { return }
        release(overlayWidgets.remove(at: index))
    }
}

extension GtkBackend {
    public func makeOverlay() -> any NativeOverlay { GtkOverlayWrapper() }
}
#endif // GTK3 || GTK4
