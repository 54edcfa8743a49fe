import CGtk

/// A GtkScrolledWindow that scrolls vertically only. GTK puts a child that can't scroll by
/// itself (a list box, a box) inside a GtkViewport; the viewport is GTK's detail, so the
/// wrapper reports the child inside it.
@MainActor
final class GtkScrolledWindowWrapper: GtkWidgetWrapper, NativeScrolledWindow {
    init() {
        super.init(widget: gtk_scrolled_window_new(nil, nil), kind: .scrolledWindow)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    isolated deinit {
        // Take the content out of the viewport while we still can tell it apart.
        if let current = contentWrapper { detachContent(current) }
    }

    private var scrolled: UnsafeMutablePointer<GtkScrolledWindow> { GObjectBridge.cast(widget) }

    override var displayName: String { "scrolled window" }

    /// The viewport GTK added, if any.
    private var viewport: UnsafeMutablePointer<GtkWidget>? {
        guard let child = gtk_bin_get_child(GObjectBridge.cast(widget)),
              GObjectBridge.isInstance(child, of: gtk_viewport_get_type()) else { return nil }
        return child
    }

    private var contentWrapper: GtkWidgetWrapper? {
        if let viewport { return Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(viewport))) }
        return Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget)))
    }

    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        guard let viewport else { return super.childWidgets() }
        return GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(viewport)))
    }

    var content: (any NativeWidget)? {
        get { contentWrapper }
        set {
            if let current = contentWrapper, current === newValue { return }
            if let newValue {
                guard let adopted = adoptable(newValue) else { return }
                if let current = contentWrapper { detachContent(current) }
                hold(adopted) { gtk_container_add(GObjectBridge.cast(widget), $0) }
            } else if let current = contentWrapper {
                detachContent(current)
            }
        }
    }

    /// Takes the content out, and the viewport GTK made for it with it.
    private func detachContent(_ content: GtkWidgetWrapper) {
        if let viewport {
            gtk_container_remove(GObjectBridge.cast(viewport), content.widget)
            gtk_container_remove(GObjectBridge.cast(widget), viewport)
        } else {
            gtk_container_remove(GObjectBridge.cast(widget), content.widget)
        }
        heldChildren[ObjectIdentifier(content)] = nil
    }

    var verticalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(scrolled)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scrolled), newValue) }
    }
}
