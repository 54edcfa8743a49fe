#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A person's click, delivered as the display server's pointer events arrive: a press and a
/// release of a button on a GdkWindow, through `gtk_main_do_event`. GTK then does what it
/// does for a real click (a button takes the focus and emits "clicked" on the release, a
/// switch flips, a check button toggles, a grab outside a popover closes it). `deliver` is the
/// one place such events are made; the callers differ only in which GdkWindow they aim at and
/// where in it.
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
        deliver(to: window, at: point)
        return nil
    }

    /// Clicks the middle of `widget` on the GdkWindow GDK would deliver it to without asking
    /// which window is on top (a popover's model button, a menu button whose popover holds a
    /// grab); false when it has no window on screen to click (a person couldn't click it either).
    @discardableResult
    static func clickInputWindow(of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        GtkContextMenus.waitForLayout(of: widget)
        guard gtk_widget_is_drawable(widget) != 0, let target = inputWindow(of: widget) else { return false }
        deliver(to: target, at: point(of: widget, in: target, at: nil))
        return true
    }

    /// `local` (the middle when nil), a point in `widget`'s allocation, in `window`'s
    /// coordinates: a widget's own (input) window starts at the widget's corner; otherwise the
    /// widget sits at its allocation in the parent's window.
    static func point(of widget: UnsafeMutablePointer<GtkWidget>, in window: OpaquePointer,
                      at local: (x: Double, y: Double)?) -> (x: Double, y: Double) {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        var point = local ?? (Double(allocation.width) / 2, Double(allocation.height) / 2)
        if window == gtk_widget_get_window(widget), gtk_widget_get_has_window(widget) == 0 {
            point.x += Double(allocation.x)
            point.y += Double(allocation.y)
        }
        return point
    }

    /// The GdkWindows `widget` made as its own inside `window` (input-only ones: a button's
    /// event window, an entry's text area), in GDK's order, topmost first.
    static func ownedChildren(of window: OpaquePointer, by widget: UnsafeMutablePointer<GtkWidget>) -> [OpaquePointer] {
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

    /// A press of `button` at `point` (in `window`'s coordinates) on `window`, then its release
    /// unless `release` is false (a context click: the menu opened by the press takes the
    /// release), from the default seat's pointer, each through `gtk_main_do_event`.
    static func deliver(button: guint = 1, to window: OpaquePointer, at point: (x: Double, y: Double),
                        release: Bool = true) {
        let display = gdk_window_get_display(window)
        let pointer = display.flatMap { gdk_display_get_default_seat($0) }.flatMap { gdk_seat_get_pointer($0) }
        var rootX: gint = 0, rootY: gint = 0
        gdk_window_get_root_coords(window, gint(point.x), gint(point.y), &rootX, &rootY)
        for type in release ? [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] : [GDK_BUTTON_PRESS] {
            guard let event = gdk_event_new(type) else { return }
            // gdk_event_free unrefs the window, so the event takes a reference of its own.
            event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
            event.pointee.button.send_event = 1
            event.pointee.button.time = guint32(GDK_CURRENT_TIME)
            event.pointee.button.x = point.x
            event.pointee.button.y = point.y
            event.pointee.button.x_root = Double(rootX)
            event.pointee.button.y_root = Double(rootY)
            event.pointee.button.button = button
            // A release happens with its button down (GDK_BUTTON1_MASK, the next bits for 2..5).
            if type == GDK_BUTTON_RELEASE { event.pointee.button.state = GDK_BUTTON1_MASK.rawValue << (button - 1) }
            if let pointer { gdk_event_set_device(event, pointer) }
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }
}
#endif // GTK3
