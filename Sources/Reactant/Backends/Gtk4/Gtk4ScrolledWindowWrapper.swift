#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkScrolledWindow that scrolls vertically only. GTK 4 puts a child that can't scroll by
/// itself (a box, a list box) inside a GtkViewport; the viewport is GTK's detail, so the
/// wrapper reports the child inside it.
@MainActor
final class Gtk4ScrolledWindowWrapper: Gtk4WidgetWrapper, NativeScrolledWindow {
    /// Handlers connected to the adjustment rather than the widget, each with its pair
    /// (value-changed and changed stand behind one connection).
    private var adjustmentHandlers: [UInt: UInt] = [:]

    init() {
        super.init(widget: gtk_scrolled_window_new(), kind: .scrolledWindow)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    isolated deinit {
        for (first, second) in adjustmentHandlers {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(first))
            g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(second))
        }
    }

    private var scrolled: OpaquePointer { OpaquePointer(widget) }

    override var displayName: String { "scrolled window" }

    /// The viewport GTK added, if any.
    private var viewport: OpaquePointer? {
        guard let child = gtk_scrolled_window_get_child(scrolled),
              GObjectBridge.isInstance(child, of: gtk_viewport_get_type()) else { return nil }
        return OpaquePointer(child)
    }

    private var contentWrapper: Gtk4WidgetWrapper? {
        if let viewport { return Self.wrapper(of: gtk_viewport_get_child(viewport)) }
        return Self.wrapper(of: gtk_scrolled_window_get_child(scrolled))
    }

    var content: (any NativeWidget)? {
        get { contentWrapper }
        set {
            replaceChild(contentWrapper, with: newValue) { gtk_scrolled_window_set_child(scrolled, $0) }
            applyFollowsFocus()
        }
    }

    /// Setting the scrolled window's child to nil takes GTK's viewport out with the content.
    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if child == contentWrapper?.widget { gtk_scrolled_window_set_child(scrolled, nil) } else { super.detach(child) }
    }

    var followsFocus = true {
        didSet { applyFollowsFocus() }
    }

    /// GtkViewport's scroll-to-focus; a new viewport comes with it on, so this runs again
    /// whenever the content changes.
    private func applyFollowsFocus() {
        guard let viewport else { return }
        gtk_viewport_set_scroll_to_focus(viewport, GObjectBridge.gbool(followsFocus))
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(scrolled) }

    var verticalOffset: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set {
            // Content that grew since the last layout is not in the adjustment yet; the next
            // layout sets the true upper bound (and clamps to it).
            let upper = gtk_adjustment_get_upper(adjustment)
            let page = gtk_adjustment_get_page_size(adjustment)
            if newValue > upper - page, let content = contentWrapper {
                var minimum: gint = 0
                var natural: gint = 0
                gtk_widget_measure(content.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
                gtk_adjustment_set_upper(adjustment, max(upper, Double(natural)))
            }
            gtk_adjustment_set_value(adjustment, newValue)
        }
    }

    var viewportHeight: Double {
        let page = gtk_adjustment_get_page_size(adjustment)
        return page > 1 ? page : ScrolledWindowMetrics.nominalViewportHeight
    }

    func onScrolled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let target = UnsafeMutableRawPointer(adjustment)
        let changed = GtkSignalHandler.connect(target, "value-changed", shape: .plain) { _ in handler(); return false }
        let resized = GtkSignalHandler.connect(target, "changed", shape: .plain) { _ in handler(); return false }
        adjustmentHandlers[changed] = resized
        return SignalConnection(id: changed)
    }

    override func disconnect(_ connection: SignalConnection) {
        guard let paired = adjustmentHandlers.removeValue(forKey: connection.id) else { return super.disconnect(connection) }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(connection.id))
        g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(paired))
    }
}
#endif // GTK4
