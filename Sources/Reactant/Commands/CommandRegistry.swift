/// An application's commands: its own `app.*` commands (the built-in ones, `add`ed ones, and
/// those of controllers on screen), and the table of accelerators for all commands, `win.*`
/// included, that it gives GtkApplication.
///
/// Accelerators go first come, first served: the application's commands, then each window's
/// in the order the windows joined. An accelerator a command claims that another one has
/// already is reported with both names and left with the first.
@MainActor
final class CommandRegistry {
    private let native: any NativeApplication
    private var appCommands: ActionMapCommands
    /// The `app.*` commands of each window's controllers, by window.
    private var controllerAppCommands: [(window: ObjectIdentifier, commands: [Command])] = []
    /// The `win.*` commands installed in each window, for the accelerator table.
    private var windowCommands: [(window: ObjectIdentifier, commands: [Command])] = []
    /// The accelerators last given to the native application, by detailed name.
    private var given: [String: [String]] = [:]
    private var reportedConflicts: Set<String> = []

    init(native: any NativeApplication) {
        self.native = native
        appCommands = ActionMapCommands(map: native, label: "the application")
    }

    var commands: [Command] { appCommands.commands }

    /// Every live command with its accelerators after conflicts, in the table's order.
    var acceleratorTable: [(command: Command, accelerators: [String])] {
        var claimed: [KeyPress: String] = [:]
        var table: [(command: Command, accelerators: [String])] = []
        var seen: Set<ObjectIdentifier> = []
        let everything = appCommands.commands + windowCommands.flatMap(\.commands)
        for command in everything where seen.insert(ObjectIdentifier(command)).inserted {
            var kept: [String] = []
            for accelerator in command.accelerators {
                guard let key = Backends.current.shell.parseAccelerator(accelerator) else { continue }
                if let holder = claimed[key], holder != command.detailedName {
                    reportConflict(accelerator, key: key, of: command, heldBy: holder)
                    continue
                }
                claimed[key] = command.detailedName
                kept.append(accelerator)
            }
            table.append((command, kept))
        }
        return table
    }

    @discardableResult
    func add(_ command: Command) -> Bool {
        guard checkScope(command, .app) else { return false }
        let added = appCommands.install(command)
        updateAccelerators()
        return added
    }

    func remove(_ command: Command) {
        appCommands.uninstall(command)
        updateAccelerators()
    }

    /// The commands live in `window` now: its `win.*` ones (installed there by the window)
    /// and its controllers' `app.*` ones, installed here while the window shows them.
    func setCommands(window: ObjectIdentifier, windowScoped: [Command], appScoped: [Command]) {
        let previous = controllerAppCommands.first { $0.window == window }?.commands ?? []
        for command in previous where !appScoped.contains(where: { $0 === command }) {
            appCommands.uninstall(command)
        }
        let installed = appScoped.filter { appCommands.install($0) }
        replace(&controllerAppCommands, window, installed)
        replace(&windowCommands, window, windowScoped)
        updateAccelerators()
    }

    func removeWindow(_ window: ObjectIdentifier) {
        setCommands(window: window, windowScoped: [], appScoped: [])
        controllerAppCommands.removeAll { $0.window == window }
        windowCommands.removeAll { $0.window == window }
    }

    private func replace(_ list: inout [(window: ObjectIdentifier, commands: [Command])],
                         _ window: ObjectIdentifier, _ commands: [Command]) {
        if let index = list.firstIndex(where: { $0.window == window }) {
            list[index].commands = commands
        } else {
            list.append((window, commands))
        }
    }

    private func checkScope(_ command: Command, _ scope: Command.Scope) -> Bool {
        guard command.scope == scope else {
            Diagnostics.warning("Command \(command.detailedName) is a \(command.scope == .app ? "app" : "window") command; it can't be added to the \(scope == .app ? "application" : "window"). Ignored.")
            return false
        }
        return true
    }

    /// Gives GtkApplication the accelerators that changed.
    private func updateAccelerators() {
        var table: [String: [String]] = [:]
        for (command, accelerators) in acceleratorTable where !accelerators.isEmpty {
            table[command.detailedName, default: []].append(contentsOf: accelerators.filter {
                !(table[command.detailedName] ?? []).contains($0)
            })
        }
        for name in Set(table.keys).union(given.keys) where table[name] != given[name] {
            native.setAccelerators(table[name] ?? [], for: name)
        }
        given = table
    }

    private func reportConflict(_ accelerator: String, key: KeyPress, of command: Command, heldBy holder: String) {
        let text = """
            Accelerator \(accelerator) (\(key)) of \(command.detailedName) ("\(command.title)") is already \
            used by \(holder); \(holder) keeps it.
            """
        guard reportedConflicts.insert(text).inserted else { return }
        Diagnostics.warning(text)
    }
}
