#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
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
                applyFollowsFocus()
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

    var followsFocus = true {
        didSet { applyFollowsFocus() }
    }

    /// GtkViewport scrolls to its focused descendant through its focus adjustment; a new
    /// viewport comes with one, so this runs again whenever the content changes.
    private func applyFollowsFocus() {
        guard let viewport else { return }
        gtk_container_set_focus_vadjustment(GObjectBridge.cast(viewport), followsFocus ? adjustment : nil)
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(scrolled) }
    /// Handlers connected to the adjustment rather than the widget.
    private var adjustmentHandlers: Set<UInt> = []

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
                gtk_widget_get_preferred_height(content.widget, &minimum, &natural)
                let margin = Double(gtk_widget_get_margin_top(content.widget) + gtk_widget_get_margin_bottom(content.widget))
                gtk_adjustment_set_upper(adjustment, max(upper, Double(natural) + margin))
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
        adjustmentHandlers.formUnion([changed, resized])
        // One connection stands for both; the second id is found from the first.
        pairedHandlers[changed] = resized
        return SignalConnection(id: changed)
    }

    private var pairedHandlers: [UInt: UInt] = [:]

    override func disconnect(_ connection: SignalConnection) {
        guard adjustmentHandlers.contains(connection.id) else { return super.disconnect(connection) }
        for id in [connection.id, pairedHandlers.removeValue(forKey: connection.id)].compactMap({ $0 }) {
            adjustmentHandlers.remove(id)
            g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(id))
        }
    }
}
#endif // GTK3
