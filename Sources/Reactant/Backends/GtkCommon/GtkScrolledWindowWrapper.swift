#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkScrolledWindow that scrolls vertically only. GTK puts a child that can't scroll by
/// itself (a list box, a box) inside a GtkViewport; the viewport is GTK's detail, so the
/// wrapper reports the child inside it.
@MainActor
final class GtkScrolledWindowWrapper: GtkWidgetWrapper, NativeScrolledWindow {
    /// Handlers connected to the adjustment rather than the widget, each with its pair
    /// (value-changed and changed stand behind one connection).
    private var adjustmentHandlers: [UInt: UInt] = [:]

    init() {
#if GTK4
        super.init(widget: gtk_scrolled_window_new(), kind: .scrolledWindow)
#else
        super.init(widget: gtk_scrolled_window_new(nil, nil), kind: .scrolledWindow)
#endif
        gtk_scrolled_window_set_policy(typed(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    isolated deinit {
#if GTK4
        for (first, second) in adjustmentHandlers {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(first))
            g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(second))
        }
#else
        // Take the content out of the viewport while we still can tell it apart.
        if let current = contentWrapper { detachContent(current) }
#endif
    }

    override var displayName: String { "scrolled window" }

#if GTK4
    private var scrolled: OpaquePointer { OpaquePointer(widget) }

    /// The viewport GTK added, if any.
    private var viewport: OpaquePointer? {
        guard let child = gtk_scrolled_window_get_child(scrolled),
              GObjectBridge.isInstance(child, of: gtk_viewport_get_type()) else { return nil }
        return OpaquePointer(child)
    }

    private var contentWrapper: GtkWidgetWrapper? {
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
#else
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
#endif

    var followsFocus = true {
        didSet { applyFollowsFocus() }
    }

    /// GtkViewport scrolls to its focused descendant (GTK 3: through its focus adjustment;
    /// GTK 4: scroll-to-focus); a new viewport comes with it on, so this runs again whenever
    /// the content changes.
    private func applyFollowsFocus() {
        guard let viewport else { return }
#if GTK4
        gtk_viewport_set_scroll_to_focus(viewport, GObjectBridge.gbool(followsFocus))
#else
        gtk_container_set_focus_vadjustment(GObjectBridge.cast(viewport), followsFocus ? adjustment : nil)
#endif
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(typed()) }

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
#if GTK4
                gtk_widget_measure(content.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
                gtk_adjustment_set_upper(adjustment, max(upper, Double(natural)))
#else
                gtk_widget_get_preferred_height(content.widget, &minimum, &natural)
                let margin = Double(gtk_widget_get_margin_top(content.widget) + gtk_widget_get_margin_bottom(content.widget))
                gtk_adjustment_set_upper(adjustment, max(upper, Double(natural) + margin))
#endif
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
#if GTK4
        // GTK 4 emits "changed" when the viewport's size_allocate thaws the adjustment's
        // notifications, after it has allocated the content. A resize the handler queues
        // then (a table's spacers and rows) is lost on the way out of the allocation (each
        // parent clears its "a child needs allocating" mark as its own allocation ends), so
        // the frame paints the content without an allocation ("Trying to snapshot GtkBox …
        // without a current allocation"). The handler runs once the frame is over instead
        // (before the next one), when a resize it queues is laid out by the next frame.
        let resized = GtkSignalHandler.connect(target, "changed", shape: .plain) { [weak self] _ in
            self?.afterFrame(changed, handler)
            return false
        }
#else
        let resized = GtkSignalHandler.connect(target, "changed", shape: .plain) { _ in handler(); return false }
#endif
        // One connection stands for both; the second id is found from the first.
        adjustmentHandlers[changed] = resized
        return SignalConnection(id: changed)
    }

#if GTK4
    /// The connections (by id) whose "changed" handler waits for the frame to end: one
    /// call however many times the adjustment changed meanwhile.
    private var pendingResizes: Set<UInt> = []

    private func afterFrame(_ connection: UInt, _ handler: @escaping @MainActor () -> Void) {
        guard pendingResizes.insert(connection).inserted else { return }
        GtkIdleWork.schedule(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            // Not after the wrapper went or the connection was disconnected meanwhile.
            guard let self, self.pendingResizes.remove(connection) != nil,
                  self.adjustmentHandlers[connection] != nil else { return }
            handler()
        }
    }
#endif

    override func disconnect(_ connection: SignalConnection) {
        guard let paired = adjustmentHandlers.removeValue(forKey: connection.id) else { return super.disconnect(connection) }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(connection.id))
        g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(paired))
#if GTK4
        pendingResizes.remove(connection.id)
#endif
    }
}

extension GtkBackend {
    public func makeScrolledWindow() -> any NativeScrolledWindow { GtkScrolledWindowWrapper() }
}
#endif // GTK3 || GTK4
