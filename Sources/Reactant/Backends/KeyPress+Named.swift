extension KeyPress.Key {
    /// F1 … F12 by number; nil for other numbers.
    public static func function(_ number: Int) -> KeyPress.Key? {
        let keys: [KeyPress.Key] = [.f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12]
        return (1...12).contains(number) ? keys[number - 1] : nil
    }

    /// The number of a function key (F1 is 1), nil for other keys.
    public var functionNumber: Int? {
        let keys: [KeyPress.Key] = [.f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12]
        return keys.firstIndex(of: self).map { $0 + 1 }
    }
}

extension KeyPress {
    // The keys a list or a table answers to (its cursor keys, Enter and Space, the refresh
    // keys), and a few more, by name: `Interact.press(.down, in: table)`.
    public static let up = KeyPress(.up)
    public static let down = KeyPress(.down)
    public static let home = KeyPress(.home)
    public static let end = KeyPress(.end)
    public static let pageUp = KeyPress(.pageUp)
    public static let pageDown = KeyPress(.pageDown)
    public static let enter = KeyPress(.enter)
    public static let space = KeyPress(.character(" "))
    public static let f5 = KeyPress(.f5)
    public static let controlR = KeyPress(.character("r"), modifiers: .control)
    public static let delete = KeyPress(.delete)
    public static let backspace = KeyPress(.backspace)
    public static let tab = KeyPress(.tab)
    public static let left = KeyPress(.left)
    public static let right = KeyPress(.right)
}
