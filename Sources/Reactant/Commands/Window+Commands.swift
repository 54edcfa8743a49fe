/// Which commands are live in a window: the built-in `win.close`, then those of the window's
/// controller and of the controllers active inside it (a navigation's top controller).
extension Window {
    /// The controllers whose commands are live in this window, outermost first.
    var liveControllers: [Controller] {
        guard let controller else { return [] }
        var result: [Controller] = []
        var pending = [controller]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            result.append(next)
            pending.append(contentsOf: next.activeChildren)
        }
        return result
    }

    /// The `win.*` commands live here now, in the window's action map.
    public var windowCommands: [Command] { installedCommands.commands }

    /// Installs what is live now and removes what is not any more: called when the window
    /// joins an application, when a navigation's top changes and when a controller's
    /// `commands` change.
    func refreshCommands() {
        guard controller != nil else { return }
        let declared = liveControllers.flatMap(\.commands)
        installedCommands.sync(to: [closeCommand] + declared.filter { $0.scope == .window })
        application?.registry.setCommands(window: ObjectIdentifier(self),
                                          windowScoped: installedCommands.commands,
                                          appScoped: declared.filter { $0.scope == .app })
    }

    /// A closed window's commands go with it.
    func removeCommands() {
        installedCommands.uninstallAll()
        application?.registry.removeWindow(ObjectIdentifier(self))
    }
}
