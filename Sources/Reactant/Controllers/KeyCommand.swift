/// A key a controller handles while it is shown, as UIKit's `UIKeyCommand`:
///
///     keyCommands = [
///         KeyCommand(input: .delete, title: tr("Delete")) { [weak self] in self?.deleteSelected() },
///         KeyCommand(input: .character("f"), modifierFlags: .control) { [weak self] in self?.find() },
///     ]
///
/// A key reaches the controller after the focused widget and its containers left it
/// unhandled (an entry keeps Delete, Home, End, Ctrl+A and the characters it types) and before
/// the window's accelerators (`Command`), so a key command on Delete never takes Delete from a
/// search field. A matching command uses the key up; capture the controller weakly in it.
public struct KeyCommand {
    /// The key and its modifiers (exactly these: Ctrl+F doesn't match Ctrl+Shift+F).
    public let keyPress: KeyPress
    /// What the command does, for people reading a list of keys (UIKit's
    /// `discoverabilityTitle`); nil for none.
    public let title: String?
    let perform: @MainActor () -> Void

    /// Creates a command that runs `action` when `input` is pressed with exactly `modifierFlags`.
    public init(input: KeyPress.Key, modifierFlags: KeyPress.Modifiers = [], title: String? = nil,
                action: @escaping @MainActor () -> Void) {
        keyPress = KeyPress(input, modifiers: modifierFlags)
        self.title = title
        perform = action
    }

    /// The input as a character, as UIKit writes it: `KeyCommand(input: "f", modifierFlags: .control)`.
    public init(input: Character, modifierFlags: KeyPress.Modifiers = [], title: String? = nil,
                action: @escaping @MainActor () -> Void) {
        self.init(input: .character(input), modifierFlags: modifierFlags, title: title, action: action)
    }
}
