import CGtk

/// Translating between `ListBoxKeyPress` and GDK key events.
@MainActor
enum GtkKeyEvents {
    private static let controlMask = UInt32(GDK_CONTROL_MASK.rawValue)

    private static func keyval(for key: ListBoxKeyPress.Key) -> guint {
        switch key {
        case .up: guint(GDK_KEY_Up)
        case .down: guint(GDK_KEY_Down)
        case .home: guint(GDK_KEY_Home)
        case .end: guint(GDK_KEY_End)
        case .enter: guint(GDK_KEY_Return)
        case .space: guint(GDK_KEY_space)
        case .pageUp: guint(GDK_KEY_Page_Up)
        case .pageDown: guint(GDK_KEY_Page_Down)
        case .function(let number): guint(GDK_KEY_F1) + guint(max(1, min(number, 12)) - 1)
        case .character(let character):
            gdk_unicode_to_keyval(guint32(character.unicodeScalars.first?.value ?? 0))
        }
    }

    /// The key of a GdkEventKey, or nil for keys the seam has no name for.
    static func keyPress(from event: UnsafeMutableRawPointer) -> ListBoxKeyPress? {
        let keyEvent = event.assumingMemoryBound(to: GdkEventKey.self).pointee
        let control = keyEvent.state & controlMask != 0
        let value = keyEvent.keyval
        let key: ListBoxKeyPress.Key
        switch Int32(value) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: key = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: key = .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: key = .home
        case GDK_KEY_End, GDK_KEY_KP_End: key = .end
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: key = .enter
        case GDK_KEY_space, GDK_KEY_KP_Space: key = .space
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: key = .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: key = .pageDown
        case GDK_KEY_F1...GDK_KEY_F12: key = .function(Int(Int32(value) - GDK_KEY_F1) + 1)
        default:
            let scalar = gdk_keyval_to_unicode(gdk_keyval_to_lower(value))
            guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { return nil }
            key = .character(Character(unicode))
        }
        return ListBoxKeyPress(key, control: control)
    }

    /// Delivers a press and a release of `key` to the toplevel window of `widget` through
    /// `gtk_main_do_event`, as the display server's events arrive: the window hands it to its
    /// focus widget, which is where a person's key goes. GTK matches key bindings by hardware
    /// keycode, so the keycode comes from the keymap.
    static func send(_ key: ListBoxKeyPress, toWindowOf widget: UnsafeMutablePointer<GtkWidget>) {
        guard let toplevel = gtk_widget_get_toplevel(widget),
              GObjectBridge.isInstance(toplevel, of: gtk_window_get_type()),
              let gdkWindow = gtk_widget_get_window(toplevel) else {
            Diagnostics.warning("A key press (\(key)) needs the list to be in a shown window; nothing was pressed.")
            return
        }
        guard let event = gdk_event_new(GDK_KEY_PRESS) else { return }
        let keyval = keyval(for: key.key)
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.key.send_event = 1
        event.pointee.key.keyval = keyval
        event.pointee.key.state = key.control ? controlMask : 0
        event.pointee.key.time = guint32(GDK_CURRENT_TIME)
        let display = gdk_window_get_display(gdkWindow)
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(display), keyval, &keys, &count) != 0,
           let keys, count > 0 {
            event.pointee.key.hardware_keycode = guint16(keys[0].keycode)
            event.pointee.key.group = guint8(keys[0].group)
        }
        g_free(keys)
        if let seat = gdk_display_get_default_seat(display) {
            gdk_event_set_device(event, gdk_seat_get_keyboard(seat))
        }
        gtk_main_do_event(event)
        event.pointee.type = GDK_KEY_RELEASE
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}
