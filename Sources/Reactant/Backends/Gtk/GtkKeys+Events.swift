#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// GTK 3's key events: the key press one stands for, and the events a test's key press is
/// delivered as (GTK 4 has no public way to make a key event).
extension GtkKeys {
    static func keyPress(from event: GdkEventKey) -> KeyPress? {
        keyPress(keyval: event.keyval, state: event.state)
    }

    /// A press and a release of `key` on `gdkWindow` through `gtk_main_do_event`, as the
    /// keyboard's events arrive: GTK hands them to the window's focus widget (or the grab's).
    static func send(_ key: KeyPress, to gdkWindow: OpaquePointer) {
        guard let event = gdk_event_new(GDK_KEY_PRESS) else { return }
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.key.send_event = 1
        event.pointee.key.time = guint32(GDK_CURRENT_TIME)
        event.pointee.key.keyval = keyval(for: key.key)
        event.pointee.key.state = state(for: key.modifiers).rawValue
        if let display = gdk_window_get_display(gdkWindow) {
            // Key bindings (Tab moving the focus, a list's cursor keys) match the hardware
            // keycode, not the keyval: without it GTK's own keys would do nothing.
            var keys: UnsafeMutablePointer<GdkKeymapKey>?
            var count: gint = 0
            if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(display), event.pointee.key.keyval, &keys, &count) != 0,
               let keys, count > 0 {
                event.pointee.key.hardware_keycode = guint16(keys[0].keycode)
                event.pointee.key.group = guint8(keys[0].group)
                // A symbol on a key's second level ("?" over "/") is typed with Shift, which a
                // keyboard reports too; GTK's accelerators expect it (Ctrl+? is Ctrl+Shift+/).
                if keys[0].level == 1 { event.pointee.key.state |= GDK_SHIFT_MASK.rawValue }
            }
            g_free(keys)
            if let seat = gdk_display_get_default_seat(display), let keyboard = gdk_seat_get_keyboard(seat) {
                gdk_event_set_device(event, keyboard)
            }
        }
        gtk_main_do_event(event)
        // The release, as a keyboard sends it: a button activated by Space or Enter clicks
        // on it (GtkButton finishes its activation there, or 250 ms later).
        event.pointee.type = GDK_KEY_RELEASE
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}
#endif // GTK3
