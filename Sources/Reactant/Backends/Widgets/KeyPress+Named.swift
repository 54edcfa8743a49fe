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
    // Keys `ListBoxKeyPress` has no static of the same name for (so that `.up` in a call that
    // takes either stays unambiguous); write `KeyPress(.home)` for the others.
    public static let delete = KeyPress(.delete)
    public static let backspace = KeyPress(.backspace)
    public static let tab = KeyPress(.tab)
    public static let left = KeyPress(.left)
    public static let right = KeyPress(.right)
}
