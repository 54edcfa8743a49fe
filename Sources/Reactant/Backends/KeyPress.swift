/// One key press with its modifiers, as the toolkit's key handlers see it.
public struct KeyPress: Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Key: Equatable, Hashable, Sendable {
        case escape, enter, tab, left, right, up, down, f5
        case character(Character)
        /// Named keys that type nothing (see `KeyPress.Key.function(_:)` for F1–F12).
        case backspace, delete, insert, home, end, pageUp, pageDown
        case f1, f2, f3, f4, f6, f7, f8, f9, f10, f11, f12
        /// The Menu key, which opens a context menu (as Shift+F10 does).
        case menu
    }

    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        public static let control = Modifiers(rawValue: 2)
        public static let alt = Modifiers(rawValue: 4)
    }

    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public static let escape = KeyPress(.escape)
    public static let altLeft = KeyPress(.left, modifiers: .alt)

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
