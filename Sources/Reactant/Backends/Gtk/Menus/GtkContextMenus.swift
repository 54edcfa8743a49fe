#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Context-menu requests on GTK. The keyboard's (Menu, Shift+F10) arrive as GtkWidget's
/// "popup-menu" key binding, which GTK offers to the focus widget and then each container
/// around it. A right click can't be caught on the widget itself: widgets without a GdkWindow
/// of their own (boxes, labels) never see button events, which go to the innermost widget
/// that has one and up from there. So every window hands its unhandled right clicks here,
/// and the innermost widget with a handler under the pointer gets the request.
@MainActor
final class GtkContextMenus {
    private struct Entry {
        weak var wrapper: GtkWidgetWrapper?
        let handler: @MainActor (ContextMenuRequest) -> Bool
        let popupMenuHandler: SignalConnection
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func setHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?) {
        guard let wrapper = GtkWidgetWrapper.gtkWrapper(widget, for: "context menu") else { return }
        let id = ObjectIdentifier(wrapper)
        if let old = entries.removeValue(forKey: id) { wrapper.disconnect(old.popupMenuHandler) }
        entries = entries.filter { $0.value.wrapper != nil }
        guard let handler else { return }
        let connection = wrapper.connect("popup-menu") { [weak wrapper] _ in
            guard let wrapper else { return false }
            return handler(ContextMenuRequest(origin: .keyboard, row: Self.focusedRow(in: wrapper)))
        }
        entries[id] = Entry(wrapper: wrapper, handler: handler, popupMenuHandler: connection)
    }

    /// A button press that reached `window` unhandled; true when a context menu took it.
    func windowButtonPressed(_ window: GtkWindowWrapper, _ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        guard gdk_event_triggers_context_menu(event) != 0 else { return false }
        let rootX = event.pointee.button.x_root
        let rootY = event.pointee.button.y_root
        var best: (entry: Entry, wrapper: GtkWidgetWrapper, x: Double, y: Double, depth: Int)?
        for entry in entries.values {
            guard let wrapper = entry.wrapper, gtk_widget_get_toplevel(wrapper.widget) == window.widget,
                  gtk_widget_is_drawable(wrapper.widget) != 0,
                  let origin = Self.rootOrigin(of: wrapper.widget) else { continue }
            let x = rootX - origin.x
            let y = rootY - origin.y
            guard x >= 0, y >= 0, x < Double(gtk_widget_get_allocated_width(wrapper.widget)),
                  y < Double(gtk_widget_get_allocated_height(wrapper.widget)) else { continue }
            let depth = Self.depth(of: wrapper.widget)
            if best == nil || depth > best!.depth { best = (entry, wrapper, x, y, depth) }
        }
        guard let best else { return false }
        var row: (any NativeListRow)?
        if GObjectBridge.isInstance(best.wrapper.widget, of: gtk_list_box_get_type()),
           let found = gtk_list_box_get_row_at_y(GObjectBridge.cast(best.wrapper.widget), gint(best.y)) {
            row = GtkWidgetWrapper.wrapper(of: GObjectBridge.cast(found)) as? any NativeListRow
        }
        return best.entry.handler(ContextMenuRequest(origin: .pointer(x: best.x, y: best.y), row: row))
    }

    /// A person clicks what is drawn: a widget just made (a table row bound a moment ago) is
    /// placed at the frame clock's next layout, which may be a few milliseconds away.
    static func waitForLayout(of widget: UnsafeMutablePointer<GtkWidget>) {
        let deadline = g_get_monotonic_time() + 500_000
        while gtk_widget_get_mapped(widget) == 0 || gtk_widget_get_allocated_width(widget) <= 1
                || gtk_widget_get_allocated_height(widget) <= 1 || gtk_widget_get_window(widget) == nil,
              gtk_widget_get_toplevel(widget).map({ gtk_widget_get_visible($0) != 0 }) == true,
              g_get_monotonic_time() < deadline {
            if gtk_events_pending() != 0 { gtk_main_iteration_do(0) } else { g_usleep(1_000) }
        }
    }

    /// The widget's top-left corner on the screen.
    static func rootOrigin(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double)? {
        guard let window = gtk_widget_get_window(widget) else { return nil }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        // A widget with its own GdkWindow draws at that window's origin; others at their
        // allocation inside their parent's window.
        let inside = gtk_widget_get_has_window(widget) != 0 ? (x: 0.0, y: 0.0)
            : (x: Double(allocation.x), y: Double(allocation.y))
        var x: gint = 0
        var y: gint = 0
        gdk_window_get_root_coords(window, gint(inside.x), gint(inside.y), &x, &y)
        return (Double(x), Double(y))
    }

    private static func depth(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var depth = 0
        var current = gtk_widget_get_parent(widget)
        while let parent = current {
            depth += 1
            current = gtk_widget_get_parent(parent)
        }
        return depth
    }

    /// The row of a list box that has the window's focus (or holds it).
    private static func focusedRow(in wrapper: GtkWidgetWrapper) -> (any NativeListRow)? {
        guard GObjectBridge.isInstance(wrapper.widget, of: gtk_list_box_get_type()),
              let toplevel = gtk_widget_get_toplevel(wrapper.widget),
              GObjectBridge.isInstance(toplevel, of: gtk_window_get_type()),
              var focus = gtk_window_get_focus(GObjectBridge.cast(toplevel)) else { return nil }
        while let parent = gtk_widget_get_parent(focus), parent != wrapper.widget {
            focus = parent
        }
        guard gtk_widget_get_parent(focus) == wrapper.widget else { return nil }
        return GtkWidgetWrapper.wrapper(of: focus) as? any NativeListRow
    }

    /// A press of the right button in the middle of `widget` (or at `point`), delivered as the
    /// X server's would be: to the GdkWindow under it, through gtk_main_do_event.
    func simulateContextClick(on wrapper: GtkWidgetWrapper, at point: (x: Double, y: Double)?) {
        let widget = wrapper.widget
        Self.waitForLayout(of: widget)
        guard gtk_widget_is_drawable(widget) != 0, let gdkWindow = gtk_widget_get_window(widget) else { return }
        GtkPointerEvents.deliver(button: 3, to: gdkWindow, at: GtkPointerEvents.point(of: widget, in: gdkWindow, at: point),
                                 release: false)
    }
}
#endif // GTK3
