/// GTK's accelerator syntax for the headless backend: `<Modifier>…` then a key's X keysym
/// name, as `gtk_accelerator_parse` reads it (modifier names in any case; a single letter in
/// either case stands for the lowercase key). Only keys and modifiers `KeyPress` can name
/// are known; the GTK backend refuses the others too, so both accept the same strings.
enum HeadlessAccelerators {
    static func parse(_ text: String) -> KeyPress? {
        var rest = Substring(text)
        var modifiers: KeyPress.Modifiers = []
        while rest.first == "<" {
            guard let close = rest.firstIndex(of: ">") else { return nil }
            let name = rest[rest.index(after: rest.startIndex)..<close].lowercased()
            switch name {
            case "primary", "control", "ctrl", "ctl": modifiers.insert(.control)
            case "shift", "shft": modifiers.insert(.shift)
            case "alt", "mod1": modifiers.insert(.alt)
            default: return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        guard let key = key(named: String(rest)) else { return nil }
        return KeyPress(key, modifiers: modifiers)
    }

    private static func key(named name: String) -> KeyPress.Key? {
        if name.count == 1, let character = name.first, character.isASCII,
           character.isLetter || character.isNumber {
            return .character(Character(character.lowercased()))
        }
        if let key = namedKeys[name] { return key }
        if let symbol = symbols[name] { return .character(symbol) }
        return nil
    }

    private static let namedKeys: [String: KeyPress.Key] = [
        "Escape": .escape, "Return": .enter, "KP_Enter": .enter, "Tab": .tab,
        "Left": .left, "Right": .right, "Up": .up, "Down": .down, "Menu": .menu, "Delete": .delete,
        "BackSpace": .backspace, "Insert": .insert, "Home": .home, "End": .end,
        "Page_Up": .pageUp, "Page_Down": .pageDown,
        "F1": .f1, "F2": .f2, "F3": .f3, "F4": .f4, "F5": .f5, "F6": .f6, "F7": .f7, "F8": .f8,
        "F9": .f9, "F10": .f10, "F11": .f11, "F12": .f12,
    ]

    /// Keysym names of the printable ASCII symbols.
    private static let symbols: [String: Character] = [
        "space": " ", "exclam": "!", "quotedbl": "\"", "numbersign": "#", "dollar": "$",
        "percent": "%", "ampersand": "&", "apostrophe": "'", "parenleft": "(", "parenright": ")",
        "asterisk": "*", "plus": "+", "comma": ",", "minus": "-", "period": ".", "slash": "/",
        "colon": ":", "semicolon": ";", "less": "<", "equal": "=", "greater": ">",
        "question": "?", "at": "@", "bracketleft": "[", "backslash": "\\", "bracketright": "]",
        "asciicircum": "^", "underscore": "_", "grave": "`", "braceleft": "{", "bar": "|",
        "braceright": "}", "asciitilde": "~",
    ]

    /// Whether a key press reaches an accelerator's key press. As GTK's key hash, Shift
    /// typed to reach a symbol ("?" is Shift+/ on most layouts) doesn't count against an
    /// accelerator that names the symbol without it.
    static func matches(_ press: KeyPress, _ accelerator: KeyPress) -> Bool {
        guard press.key == accelerator.key else { return false }
        if press.modifiers == accelerator.modifiers { return true }
        guard case .character(let character) = press.key, !character.isLetter, !character.isNumber else {
            return false
        }
        return press.modifiers.subtracting(.shift) == accelerator.modifiers.subtracting(.shift)
    }
}
