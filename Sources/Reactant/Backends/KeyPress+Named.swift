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
    /// Up arrow: the previous row of a list or table.
    public static let up = KeyPress(.up)
    /// Down arrow: the next row.
    public static let down = KeyPress(.down)
    /// Home: the first row, or the start of an entry's text.
    public static let home = KeyPress(.home)
    /// End: the last row, or the end of an entry's text.
    public static let end = KeyPress(.end)
    /// Page Up: a page of rows up.
    public static let pageUp = KeyPress(.pageUp)
    /// Page Down: a page of rows down.
    public static let pageDown = KeyPress(.pageDown)
    /// Enter: activates the focused row, button or entry.
    public static let enter = KeyPress(.enter)
    /// Space: clicks the focused button or toggle, or selects the focused row.
    public static let space = KeyPress(.character(" "))
    /// F5: a table's refresh key.
    public static let f5 = KeyPress(.f5)
    /// Ctrl+R: a table's other refresh key.
    public static let controlR = KeyPress(.character("r"), modifiers: .control)
    /// Delete: deletes the character after the cursor in an entry, or the selection.
    public static let delete = KeyPress(.delete)
    /// Backspace: deletes the character before the cursor in an entry, or the selection.
    public static let backspace = KeyPress(.backspace)
    /// Tab: moves the focus to the next widget (or inserts a tab in a text view that accepts it).
    public static let tab = KeyPress(.tab)
    /// Left arrow: moves an entry's cursor back, or the focus along a group of buttons.
    public static let left = KeyPress(.left)
    /// Right arrow: moves an entry's cursor on, or the focus along a group of buttons.
    public static let right = KeyPress(.right)
}
