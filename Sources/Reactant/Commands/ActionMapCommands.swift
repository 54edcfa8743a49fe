/// The commands installed in one action map (the application's or a window's), each as its
/// own native action. Keeps GLib's one-action-per-name rule visible: a second command with a
/// name already there is refused with a warning naming both, and the first stays.
@MainActor
struct ActionMapCommands {
    let map: any NativeActionMap
    let label: String
    private(set) var entries: [(command: Command, action: any NativeAction)] = []
    /// Commands already reported as refused, so a refresh doesn't repeat the warning.
    private var reported: Set<ObjectIdentifier> = []

    init(map: any NativeActionMap, label: String) {
        self.map = map
        self.label = label
    }

    var commands: [Command] { entries.map(\.command) }

    func contains(_ command: Command) -> Bool {
        entries.contains { $0.command === command }
    }

    /// Installs `command` unless it is there already, is invalid, or its name is taken.
    @discardableResult
    mutating func install(_ command: Command) -> Bool {
        if contains(command) { return true }
        guard command.isValid else { return false }
        if let holder = entries.first(where: { $0.command.name == command.name })?.command {
            if reported.insert(ObjectIdentifier(command)).inserted {
                Diagnostics.warning("""
                    Command \(command.detailedName) ("\(command.title)") is registered twice in \(label): \
                    "\(holder.title)" has that name already and stays; the second is ignored.
                    """)
            }
            return false
        }
        let action = command.makeNativeAction()
        map.addAction(action)
        entries.append((command, action))
        return true
    }

    mutating func uninstall(_ command: Command) {
        guard let index = entries.firstIndex(where: { $0.command === command }) else { return }
        let entry = entries.remove(at: index)
        map.removeAction(named: entry.command.name)
        entry.command.forget(entry.action)
        reported.remove(ObjectIdentifier(command))
    }

    /// Makes the installed commands `wanted` (in order; ones kept stay where they are).
    mutating func sync(to wanted: [Command]) {
        for command in commands where !wanted.contains(where: { $0 === command }) {
            uninstall(command)
        }
        for command in wanted { install(command) }
        reported = reported.filter { id in wanted.contains { ObjectIdentifier($0) == id } }
    }

    mutating func uninstallAll() {
        for command in commands { uninstall(command) }
    }
}
