#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Translation between `KeyPress` and GDK's key values and modifier masks, and the key
/// events a test's key press is delivered as.
@MainActor
enum GtkKeys {
    private static let table: [(KeyPress.Key, guint)] = [
        (.escape, 0xff1b), (.enter, 0xff0d), (.tab, 0xff09), (.left, 0xff51), (.up, 0xff52),
        (.right, 0xff53), (.down, 0xff54), (.f5, 0xffc2),
        (.backspace, 0xff08), (.delete, 0xffff), (.insert, 0xff63), (.home, 0xff50), (.end, 0xff57),
        (.pageUp, 0xff55), (.pageDown, 0xff56),
        (.f1, 0xffbe), (.f2, 0xffbf), (.f3, 0xffc0), (.f4, 0xffc1), (.f6, 0xffc3), (.f7, 0xffc4),
        (.f8, 0xffc5), (.f9, 0xffc6), (.f10, 0xffc7), (.f11, 0xffc8), (.f12, 0xffc9),
        (.menu, 0xff67),
    ]
    /// GDK_KEY_KP_Enter and GDK_KEY_ISO_Left_Tab (Shift+Tab) arrive for the same keys.
    /// The keypad's Delete, Insert, Home, End, Page Up/Down and arrows (with Num Lock off) are
    /// the same keys too.
    private static let aliases: [guint: KeyPress.Key] = [
        0xff8d: .enter, 0xfe20: .tab, 0xff9f: .delete, 0xff9e: .insert, 0xff95: .home, 0xff9c: .end,
        0xff9a: .pageUp, 0xff9b: .pageDown, 0xff96: .left, 0xff97: .up, 0xff98: .right, 0xff99: .down,
    ]

    static func keyval(for key: KeyPress.Key) -> guint {
        if case .character(let character) = key {
            return gdk_unicode_to_keyval(character.unicodeScalars.first.map { guint32($0.value) } ?? 0)
        }
        return table.first { $0.0 == key }?.1 ?? 0
    }

    static func state(for modifiers: KeyPress.Modifiers) -> guint {
        var mask: guint = 0
        if modifiers.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        if modifiers.contains(.control) { mask |= GDK_CONTROL_MASK.rawValue }
        if modifiers.contains(.alt) { mask |= GDK_MOD1_MASK.rawValue }
        return mask
    }

    /// The key press an event stands for; nil for keys the toolkit has no name for. Lock
    /// modifiers (Num Lock, Caps Lock) are left out, as they don't change a shortcut.
    static func keyPress(from event: GdkEventKey) -> KeyPress? {
        var modifiers: KeyPress.Modifiers = []
        if event.state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if event.state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if event.state & GDK_MOD1_MASK.rawValue != 0 { modifiers.insert(.alt) }
        if let key = table.first(where: { $0.1 == event.keyval })?.0 ?? aliases[event.keyval] {
            return KeyPress(key, modifiers: modifiers)
        }
        let scalar = gdk_keyval_to_unicode(event.keyval)
        guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { return nil }
        return KeyPress(.character(Character(unicode)), modifiers: modifiers)
    }

    /// A press and a release of `key` on `gdkWindow` through `gtk_main_do_event`, as the
    /// keyboard's events arrive: GTK hands them to the window's focus widget (or the grab's).
    static func send(_ key: KeyPress, to gdkWindow: OpaquePointer) {
        guard let event = gdk_event_new(GDK_KEY_PRESS) else { return }
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.key.send_event = 1
        event.pointee.key.time = guint32(GDK_CURRENT_TIME)
        event.pointee.key.keyval = keyval(for: key.key)
        event.pointee.key.state = state(for: key.modifiers)
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
