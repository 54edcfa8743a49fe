import CGtk

/// A click of the primary button on a widget, delivered as the X server delivers one: a press
/// and a release on the GdkWindow under the pointer, through `gtk_main_do_event`, so GTK's
/// grabs, gestures and popovers see what they see for a person's click.
@MainActor
enum GtkPointerClick {
    /// Clicks the middle of `widget`; false when it has no window on screen to click (a
    /// person couldn't click it either).
    @discardableResult
    static func click(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        GtkContextMenus.waitForLayout(of: widget)
        guard gtk_widget_is_drawable(widget) != 0, let target = inputWindow(of: widget),
              let display = gdk_window_get_display(target) else { return false }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        // The point in the target window: a widget's own (input) window starts at the
        // widget's corner; otherwise the widget sits at its allocation in the parent's window.
        var x = Double(allocation.width) / 2
        var y = Double(allocation.height) / 2
        if target == gtk_widget_get_window(widget), gtk_widget_get_has_window(widget) == 0 {
            x += Double(allocation.x)
            y += Double(allocation.y)
        }
        var rootX: gint = 0
        var rootY: gint = 0
        gdk_window_get_root_coords(target, gint(x), gint(y), &rootX, &rootY)
        let pointer = gdk_display_get_default_seat(display).flatMap { gdk_seat_get_pointer($0) }
        for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
            guard let event = gdk_event_new(type) else { return false }
            event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))
            event.pointee.button.send_event = 1
            event.pointee.button.time = guint32(GDK_CURRENT_TIME)
            event.pointee.button.x = x
            event.pointee.button.y = y
            event.pointee.button.x_root = Double(rootX)
            event.pointee.button.y_root = Double(rootY)
            event.pointee.button.button = 1
            if type == GDK_BUTTON_RELEASE { event.pointee.button.state = GDK_BUTTON1_MASK.rawValue }
            if let pointer { gdk_event_set_device(event, pointer) }
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
        return true
    }

    /// The GdkWindow the X server would deliver a click on `widget` to: an input-only window
    /// the widget made for itself (a button's), else its own window or its parent's.
    /// A widget's input window is shown when the widget is mapped, which for one in a popover
    /// opening may be a main-loop turn after the popover's own: it is waited for (500 ms at
    /// most), as a person sees the item before clicking it.
    private static func inputWindow(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let window = gtk_widget_get_window(widget) else { return nil }
        if gtk_widget_get_has_window(widget) != 0 { return window }
        let deadline = g_get_monotonic_time() + 500_000
        while true {
            let owned = ownedChildren(of: window, by: widget)
            if let shown = owned.first(where: { gdk_window_is_visible($0) != 0 }) { return shown }
            guard !owned.isEmpty, g_get_monotonic_time() < deadline else { return owned.first ?? window }
            if gtk_events_pending() != 0 { gtk_main_iteration_do(0) } else { g_usleep(1_000) }
        }
    }

    private static func ownedChildren(of window: OpaquePointer, by widget: UnsafeMutablePointer<GtkWidget>) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        var node = gdk_window_peek_children(window)
        while let current = node {
            var owner: gpointer?
            if let child = OpaquePointer(current.pointee.data) {
                gdk_window_get_user_data(child, &owner)
                if owner == UnsafeMutableRawPointer(widget) { found.append(child) }
            }
            node = current.pointee.next
        }
        return found
    }
}
