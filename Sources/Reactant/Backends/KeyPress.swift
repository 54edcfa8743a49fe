/// One key press with its modifiers, as the toolkit's key handlers see it.
public struct KeyPress: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Which key was pressed: a named key, or the character a key types.
    public enum Key: Equatable, Hashable, Sendable {
        /// Escape.
        case escape
        /// Enter: Return, or the keypad's Enter.
        case enter
        /// Tab (Shift+Tab is `.tab` with `.shift`).
        case tab
        /// Left arrow.
        case left
        /// Right arrow.
        case right
        /// Up arrow.
        case up
        /// Down arrow.
        case down
        /// F5, the refresh key of tables and collections.
        case f5
        /// The character the key types with the modifiers held (GDK's keyval as Unicode: Shift+a is
        /// "A" with `.shift`); Space is `" "`.
        case character(Character)
        // Named keys that type nothing (see `KeyPress.Key.function(_:)` for F1–F12).
        /// Backspace, which deletes before the cursor.
        case backspace
        /// Delete (also the keypad's), which deletes after the cursor.
        case delete
        /// Insert (also the keypad's).
        case insert
        /// Home (also the keypad's).
        case home
        /// End (also the keypad's).
        case end
        /// Page Up.
        case pageUp
        /// Page Down.
        case pageDown
        /// F1.
        case f1
        /// F2.
        case f2
        /// F3.
        case f3
        /// F4.
        case f4
        /// F6.
        case f6
        /// F7.
        case f7
        /// F8.
        case f8
        /// F9.
        case f9
        /// F10 (Shift+F10 opens a context menu, as the Menu key does).
        case f10
        /// F11.
        case f11
        /// F12.
        case f12
        /// The Menu key, which opens a context menu (as Shift+F10 does).
        case menu
    }

    /// The modifier keys held during the press; Caps Lock and Num Lock are not reported.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The bits of the set modifiers.
        public let rawValue: Int
        /// Makes a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift (GDK_SHIFT_MASK).
        public static let shift = Modifiers(rawValue: 1)
        /// Ctrl (GDK_CONTROL_MASK).
        public static let control = Modifiers(rawValue: 2)
        /// Alt (GDK_MOD1_MASK on GTK 3, GDK_ALT_MASK on GTK 4).
        public static let alt = Modifiers(rawValue: 4)
    }

    /// The key pressed.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// Makes a key press, without modifiers unless given.
    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Escape, which closes dialogs and popovers and stops a search.
    public static let escape = KeyPress(.escape)
    /// Alt+Left, the "go back" key of a navigation controller.
    public static let altLeft = KeyPress(.left, modifiers: .alt)

    /// A readable name for logs and test messages, modifiers first, named keys mostly as GDK
    /// names them: "Ctrl+Shift+S", "Alt+Left", "Page_Down", "F5".
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        switch key {
        case .character(let character): parts.append(String(character))
        case .backspace: parts.append("BackSpace")
        case .pageUp: parts.append("Page_Up")
        case .pageDown: parts.append("Page_Down")
        case .f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12: parts.append("\(key)".uppercased())
        default: parts.append("\(key)".capitalized)
        }
        return parts.joined(separator: "+")
    }
}
