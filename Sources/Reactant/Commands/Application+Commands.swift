/// The application's own commands. Every app has `app.quit` (Ctrl+Q), `app.about` and
/// `app.shortcuts` (Ctrl+?); every window has `win.close` (Ctrl+W).
extension Application {
    /// The `app.*` commands live now: the built-in ones, those `add`ed, and those of the
    /// controllers on screen.
    public var commands: [Command] { registry.commands }

    /// Adds an application command (scope `.app`) for the app's whole life.
    /// - Returns: false, with a warning, when a command of that name is there already (the
    ///   first stays), or the command is a window command.
    @discardableResult
    public func add(_ command: Command) -> Bool {
        registry.add(command)
    }

    /// Takes away an application command that `add(_:)` added: its action, its accelerators
    /// and its menu items stop working. A command that isn't there is ignored.
    public func remove(_ command: Command) {
        registry.remove(command)
    }

    /// The command called `detailedName` ("app.quit", "win.refresh") as `window` sees it:
    /// `win.*` in the window, `app.*` here.
    public func command(_ detailedName: String, in window: Window? = nil) -> Command? {
        let (scope, name, _) = DetailedActionName.split(detailedName)
        switch scope {
        case "app": return commands.first { $0.name == name }
        case "win": return window?.windowCommands.first { $0.name == name }
        default: return nil
        }
    }

    /// The accelerators in effect, by command, after conflicts (for the shortcuts window).
    public var accelerators: [(command: Command, accelerators: [String])] {
        registry.acceleratorTable.filter { !$0.accelerators.isEmpty }
    }

    func addBuiltInCommands() {
        add(Command("quit", scope: .app, title: rtr("Quit"), accelerators: ["<Primary>q"]) { [weak self] in
            self?.quit()
        })
        add(Command("about", scope: .app, title: rtr("About")) { [weak self] in
            self?.showAbout()
        })
        add(Command("shortcuts", scope: .app, title: rtr("Keyboard Shortcuts"),
                    accelerators: ["<Primary>question"]) { [weak self] in
            self?.showShortcuts()
        })
    }
}
