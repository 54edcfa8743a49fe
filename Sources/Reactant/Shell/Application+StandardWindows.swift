/// GNOME's standard windows: About <App> (GtkAboutDialog, from `info`) and Keyboard Shortcuts
/// (GtkShortcutsWindow, from the accelerators in effect), each above the window that asked.
extension Application {
    /// The window a standard window opens above: the newest one shown.
    var activeWindow: Window? { windows.last { $0.isShown } }

    /// Shows the About window (app.about): name, version, summary, web site, developers,
    /// copyright and licence from `info`, the app's icon as logo. Made once and shown again.
    public func showAbout() {
        if aboutWindow == nil {
            let info = info ?? AppInfo(id: id, name: id, version: "")
            aboutWindow = Backends.current.shell.makeAboutWindow(AboutContent(
                name: info.name, version: info.version, comments: info.summary, website: info.website,
                developers: info.developers, copyright: info.copyright, license: info.license,
                iconName: info.iconName ?? iconName ?? info.id))
        }
        aboutWindow?.present(transientFor: activeWindow?.native)
    }

    /// Shows the keyboard shortcuts window (app.shortcuts, Ctrl+?), made again each time from
    /// what is live: a "General" group with the app's commands and Close Window, then one
    /// group per controller of the active window with accelerators, titled like it.
    public func showShortcuts() {
        shortcutsWindow?.close()
        shortcutsWindow = Backends.current.shell.makeShortcutsWindow(shortcutGroups(for: activeWindow))
        shortcutsWindow?.present(transientFor: activeWindow?.native)
    }

    /// The shortcuts window's groups for `window`.
    public func shortcutGroups(for window: Window?) -> [ShortcutGroup] {
        var table: [ObjectIdentifier: [String]] = [:]
        for (command, accelerators) in accelerators { table[ObjectIdentifier(command)] = accelerators }
        func shortcuts(_ commands: [Command]) -> [ShortcutGroup.Shortcut] {
            commands.compactMap { command in
                table[ObjectIdentifier(command)].map { ShortcutGroup.Shortcut(title: command.title, accelerators: $0) }
            }
        }
        var groups = [ShortcutGroup(title: rtr("General"), shortcuts: shortcuts(commands + [window?.closeCommand].compactMap { $0 }))]
        for controller in window?.liveControllers ?? [] {
            let own = shortcuts(controller.commands.filter { $0.scope == .window })
            if !own.isEmpty { groups.append(ShortcutGroup(title: controller.title, shortcuts: own)) }
        }
        return groups.filter { !$0.shortcuts.isEmpty }
    }
}
