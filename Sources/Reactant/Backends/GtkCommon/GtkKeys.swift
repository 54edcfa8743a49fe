#if GTK3 || GTK4 // both GTK backends: GDK's key values and modifier masks (the same numbers in GDK 3 and 4)
import GtkC

/// Translation between `KeyPress` and GDK's key values and modifier masks: what GTK 3's key
/// events and GTK 4's key-pressed signal carry. The GTK 3 backend also makes the key events a
/// test's key press is delivered as (GtkKeys+Events); GTK 4 has no public way to make one.
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

    /// Alt is GDK_MOD1_MASK in GDK 3 and GDK_ALT_MASK in GDK 4: the same bit, renamed.
    #if GTK4
    private static let altMask = GDK_ALT_MASK.rawValue
    #else
    private static let altMask = GDK_MOD1_MASK.rawValue
    #endif

    static func keyval(for key: KeyPress.Key) -> guint {
        if case .character(let character) = key {
            return gdk_unicode_to_keyval(character.unicodeScalars.first.map { guint32($0.value) } ?? 0)
        }
        return table.first { $0.0 == key }?.1 ?? 0
    }

    static func state(for modifiers: KeyPress.Modifiers) -> GdkModifierType {
        var mask: guint32 = 0
        if modifiers.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        if modifiers.contains(.control) { mask |= GDK_CONTROL_MASK.rawValue }
        if modifiers.contains(.alt) { mask |= altMask }
        return GdkModifierType(rawValue: mask)
    }

    /// The key press a key value and modifier state stand for; nil for keys `KeyPress` has no
    /// name for. Lock modifiers (Num Lock, Caps Lock) are left out, as they don't change a
    /// shortcut.
    static func keyPress(keyval: guint, state: guint32) -> KeyPress? {
        var modifiers: KeyPress.Modifiers = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state & altMask != 0 { modifiers.insert(.alt) }
        if let key = table.first(where: { $0.1 == keyval })?.0 ?? aliases[keyval] {
            return KeyPress(key, modifiers: modifiers)
        }
        let scalar = gdk_keyval_to_unicode(keyval)
        guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { return nil }
        return KeyPress(.character(Character(unicode)), modifiers: modifiers)
    }
}
#endif // GTK3 || GTK4
