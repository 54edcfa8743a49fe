import Reactant

/// Commands as a person reaches them: by their accelerator, or by activating them (a menu
/// item, a button) in a window.
extension Interact {
    /// Presses the keys of `accelerator` (GTK's syntax: "<Primary>q", "F5", "<Primary>question")
    /// while `window` has the keyboard, as `press(_:in:)` does; the application's accelerator
    /// table decides which command, if any, it reaches.
    public static func press(accelerator: String, in window: Window) throws {
        guard let key = Backends.current.shell.parseAccelerator(accelerator) else {
            throw InteractionError("'\(accelerator)' is not an accelerator (GTK's syntax: \"<Primary>q\", \"F5\")")
        }
        press(key, in: window)
    }

    /// Activates the command `detailedName` ("win.refresh", "app.quit", "win.mode::dark") as
    /// `window` sees it (its `win.*` commands, its application's `app.*` ones), the way a menu
    /// item or a button for it would.
    /// - Returns: false when the command is disabled, which then did nothing.
    /// - Throws: when no such command is live for the window.
    @discardableResult
    public static func activate(_ detailedName: String, in window: Window) throws -> Bool {
        let (scope, name, target) = DetailedActionName.split(detailedName)
        let command: Command? = switch scope {
        case "win": window.windowCommands.first { $0.name == name }
        case "app": window.application?.commands.first { $0.name == name }
        default: nil
        }
        guard let command else {
            throw InteractionError("no command \(detailedName) is live for the window '\(window.title)'")
        }
        let activated = command.activate(option: target)
        settle()
        return activated
    }
}
