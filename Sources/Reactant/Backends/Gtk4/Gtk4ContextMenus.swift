#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// Context-menu requests on GTK 4, which delivers pointer events to every widget (GTK 3 gave
/// them only to widgets with a GdkWindow of their own): a GtkGestureClick for the secondary
/// button on each widget with a handler, in the bubble phase, so the innermost one around the
/// pointer hears the press first and claims it when it showed a menu. The keyboard's (the
/// Menu key, Shift+F10) reach the widget's key controller, which GTK runs on the focus widget
/// and then on each widget around it, innermost first, as GTK 3's "popup-menu" binding went.
@MainActor
final class Gtk4ContextMenus {
    private struct Entry {
        weak var wrapper: Gtk4WidgetWrapper?
        let gesture: OpaquePointer
        let connections: [SignalConnection]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func setHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?) {
        guard let wrapper = Gtk4WidgetWrapper.gtkWrapper(widget, for: "context menu") else { return }
        let id = ObjectIdentifier(wrapper)
        // An entry of a freed wrapper whose address a new one took holds a gesture freed with
        // the old widget: it is only dropped.
        if let old = entries.removeValue(forKey: id), old.wrapper === wrapper {
            for connection in old.connections { wrapper.disconnect(connection) }
            gtk_widget_remove_controller(wrapper.widget, old.gesture)
        }
        entries = entries.filter { $0.value.wrapper != nil }
        guard let handler else { return }
        let gesture = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(gesture, guint(GDK_BUTTON_SECONDARY))
        wrapper.addController(gesture)
        let press = wrapper.connect("pressed", on: UnsafeMutableRawPointer(gesture), shape: .clickPressed) { [weak wrapper] _ in
            guard let wrapper else { return false }
            var x = 0.0, y = 0.0
            let sequence = gtk_gesture_single_get_current_sequence(gesture)
            guard gtk_gesture_get_point(gesture, sequence, &x, &y) != 0 else { return false }
            if handler(ContextMenuRequest(origin: .pointer(x: x, y: y), row: Self.row(in: wrapper, atY: y))) {
                // Shown: the widgets around this one don't open theirs too.
                gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            }
            return false
        }
        let key = wrapper.onKeyPress { [weak wrapper] key in
            guard let wrapper, key == KeyPress(.menu) || key == KeyPress(.f10, modifiers: .shift) else { return false }
            return handler(ContextMenuRequest(origin: .keyboard, row: Self.focusedRow(in: wrapper)))
        }
        entries[id] = Entry(wrapper: wrapper, gesture: gesture, connections: [press, key])
    }

    /// For a list box: the row at `y`.
    private static func row(in wrapper: Gtk4WidgetWrapper, atY y: Double) -> (any NativeListRow)? {
        guard Gtk4Object.isInstance(wrapper.widget, of: gtk_list_box_get_type()),
              let row = gtk_list_box_get_row_at_y(OpaquePointer(wrapper.widget), gint(y)) else { return nil }
        let widget: UnsafeMutablePointer<GtkWidget> = Gtk4Object.cast(row)
        return Gtk4WidgetWrapper.wrapper(of: widget) as? any NativeListRow
    }

    /// For a list box: the row that has the window's focus or holds it.
    private static func focusedRow(in wrapper: Gtk4WidgetWrapper) -> (any NativeListRow)? {
        guard Gtk4Object.isInstance(wrapper.widget, of: gtk_list_box_get_type()),
              let root = gtk_widget_get_root(wrapper.widget),
              var focus = gtk_root_get_focus(root) else { return nil }
        while let parent = gtk_widget_get_parent(focus), parent != wrapper.widget {
            focus = parent
        }
        guard gtk_widget_get_parent(focus) == wrapper.widget else { return nil }
        return Gtk4WidgetWrapper.wrapper(of: focus) as? any NativeListRow
    }

    /// A press and release of the secondary button at `point` of the widget (its middle when
    /// nil), through the X server (see `Gtk4XInput`): GTK picks the widget under the pointer
    /// and runs the gestures around it, as for a person's right click.
    func simulateContextClick(on wrapper: Gtk4WidgetWrapper, at point: (x: Double, y: Double)?) {
        if let refusal = Gtk4XInput.click(wrapper.widget, button: guint(GDK_BUTTON_SECONDARY), at: point) {
            Diagnostics.warning("simulateContextClick on a \(wrapper.displayName): \(refusal)")
        }
    }
}
#endif // GTK4
