import CGtk

/// A person's click, delivered as the display server's pointer events arrive: a press and a
/// release of button 1 on the GdkWindow under the middle of the widget, through
/// `gtk_main_do_event`. GTK then does what it does for a real click (a button takes the focus
/// and emits "clicked" on the release, a switch flips, a check button toggles).
@MainActor
enum GtkPointerEvents {
    /// Clicks the middle of `target`. Returns why a person couldn't click it there (not on
    /// screen, no size, another widget on top), or nil once it clicked.
    static func click(_ target: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let toplevel = gtk_widget_get_toplevel(target),
              GObjectBridge.isInstance(toplevel, of: gtk_window_get_type()),
              gtk_widget_get_mapped(toplevel) != 0, let topWindow = gtk_widget_get_window(toplevel) else {
            return "it is not in a window on screen"
        }
        // A person clicks what the screen shows: what changed since the last frame is laid out
        // first, as the frame clock's layout phase would before drawing (a widget added just
        // now has no place yet).
        gtk_container_check_resize(GObjectBridge.cast(toplevel))
        guard gtk_widget_get_mapped(target) != 0 else { return "it is not on screen (unmapped)" }
        let width = gtk_widget_get_allocated_width(target), height = gtk_widget_get_allocated_height(target)
        guard width > 0, height > 0 else { return "it has no size on screen" }
        var x: gint = 0, y: gint = 0
        guard gtk_widget_translate_coordinates(target, toplevel, width / 2, height / 2, &x, &y) != 0 else {
            return "it is not on screen"
        }
        guard let (window, point) = eventWindow(in: topWindow, at: (Double(x), Double(y))) else {
            return "nothing under its middle takes a click"
        }
        var owner: gpointer?
        gdk_window_get_user_data(window, &owner)
        guard let owner else { return "nothing under its middle takes a click" }
        let receiver = owner.assumingMemoryBound(to: GtkWidget.self)
        // GDK hands the click to the widget owning that window, and GTK on to its ancestors: the
        // target, a part of it, or a container around it (a list row's list box) is fine;
        // anything else is on top of it.
        guard receiver == target || gtk_widget_is_ancestor(receiver, target) != 0
                || gtk_widget_is_ancestor(target, receiver) != 0 else {
            return "it is covered by \(GObjectBridge.string(g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(receiver)))) ?? "another widget")"
        }
        send(to: window, at: point)
        return nil
    }

    /// GDK's own picking for client-side windows: the deepest visible window under the point,
    /// then up to the first that asked for button presses. The point is in `top`'s coordinates
    /// and comes back in the found window's.
    private static func eventWindow(in top: OpaquePointer, at point: (x: Double, y: Double))
        -> (OpaquePointer, (x: Double, y: Double))? {
        var chain: [(OpaquePointer, (x: Double, y: Double))] = [(top, point)]
        var descending = true
        while descending {
            descending = false
            let (window, local) = chain[chain.count - 1]
            // Topmost first, as GDK keeps them.
            var node = gdk_window_peek_children(window)
            while let current = node {
                let child = OpaquePointer(current.pointee.data)
                node = current.pointee.next
                guard let child, gdk_window_is_visible(child) != 0 else { continue }
                var childX: gint = 0, childY: gint = 0
                gdk_window_get_position(child, &childX, &childY)
                let inner = (x: local.x - Double(childX), y: local.y - Double(childY))
                if inner.x >= 0, inner.y >= 0, inner.x < Double(gdk_window_get_width(child)),
                   inner.y < Double(gdk_window_get_height(child)) {
                    chain.append((child, inner))
                    descending = true
                    break
                }
            }
        }
        let mask = GDK_BUTTON_PRESS_MASK.rawValue
        return chain.last { gdk_window_get_events($0.0).rawValue & mask != 0 }
    }

    private static func send(to window: OpaquePointer, at point: (x: Double, y: Double)) {
        let display = gdk_window_get_display(window)
        let pointer = display.flatMap { gdk_display_get_default_seat($0) }.flatMap { gdk_seat_get_pointer($0) }
        var rootX: gint = 0, rootY: gint = 0
        gdk_window_get_root_coords(window, gint(point.x), gint(point.y), &rootX, &rootY)
        for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
            guard let event = gdk_event_new(type) else { return }
            // gdk_event_free unrefs the window, so the event takes a reference of its own.
            event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
            event.pointee.button.send_event = 1
            event.pointee.button.time = guint32(GDK_CURRENT_TIME)
            event.pointee.button.x = point.x
            event.pointee.button.y = point.y
            event.pointee.button.x_root = Double(rootX)
            event.pointee.button.y_root = Double(rootY)
            event.pointee.button.button = 1
            if type == GDK_BUTTON_RELEASE { event.pointee.button.state = GDK_BUTTON1_MASK.rawValue }
            if let pointer { gdk_event_set_device(event, pointer) }
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }
}
