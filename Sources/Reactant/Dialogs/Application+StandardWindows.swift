/// GNOME's standard windows: About <App> (GtkAboutDialog, from `info`) and Keyboard Shortcuts
/// (GtkShortcutsWindow, from the accelerators in effect), each above the window that asked.
extension Application {
    /// The window a standard window opens above: the newest one shown.
    var activeWindow: Window? { windows.last { $0.isShown } }

    /// The standard windows of every application on screen now, in the order first shown. They are not
    /// among the backend's `shownWindows` (no view is in them), yet a modal one takes the
    /// keys and clicks of the app's windows (`Interact` refuses those, as a person can't).
    public static var shownStandardWindows: [any NativeStandardWindow] {
        madeStandardWindows.removeAll { $0.window == nil }
        return madeStandardWindows.compactMap(\.window).filter(\.isShown)
    }

    /// Shows `window` above the active window, noted (weakly) for `shownStandardWindows`.
    private func present(_ window: any NativeStandardWindow) {
        if !Self.madeStandardWindows.contains(where: { $0.window === window }) {
            Self.madeStandardWindows.append(WeakStandardWindow(window: window))
        }
        window.present(transientFor: activeWindow?.native)
    }

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
        if let aboutWindow { present(aboutWindow) }
    }

    /// Shows the keyboard shortcuts window (app.shortcuts, Ctrl+?), made again each time from
    /// what is live: a "General" group with the app's commands and Close Window, a
    /// "Navigation" group with the keys the toolkit handles itself (Back, Escape, Tab, the
    /// context menu keys), then one group per controller of the active window with
    /// accelerators, titled like it.
    public func showShortcuts() {
        shortcutsWindow?.close()
        shortcutsWindow = Backends.current.shell.makeShortcutsWindow(shortcutGroups(for: activeWindow))
        if let shortcutsWindow { present(shortcutsWindow) }
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
        var groups = [ShortcutGroup(title: rtr("General"), shortcuts: shortcuts(commands + [window?.closeCommand].compactMap { $0 })),
                      ShortcutGroup(title: rtr("Navigation"), shortcuts: navigationShortcuts(for: window))]
        for controller in window?.liveControllers ?? [] {
            let own = shortcuts(controller.commands.filter { $0.scope == .window })
            if !own.isEmpty { groups.append(ShortcutGroup(title: controller.title, shortcuts: own)) }
        }
        return groups.filter { !$0.shortcuts.isEmpty }
    }

    /// The keys the toolkit and GTK handle without a command: they work in every window, so
    /// the person can only learn them here.
    private func navigationShortcuts(for window: Window?) -> [ShortcutGroup.Shortcut] {
        var keys: [ShortcutGroup.Shortcut] = []
        // NavigationController pops on Alt+Left (as its Back button does).
        if window?.controller is NavigationController {
            keys.append(.init(title: rtr("Go Back"), accelerators: ["<Alt>Left"]))
        }
        // Window.handleKeyPress, DialogHeader and AlertController: Escape closes a presented
        // window or cancels a dialog; GTK closes menus and popovers with it.
        keys.append(.init(title: rtr("Close Dialog or Menu"), accelerators: ["Escape"]))
        // GTK's focus chain (Interact.press follows it too).
        keys.append(.init(title: rtr("Next or Previous Control"), accelerators: ["Tab", "<Shift>Tab"]))
        // View.setContextMenu and table rows: the Menu key and Shift+F10 open the menu.
        keys.append(.init(title: rtr("Open Context Menu"), accelerators: ["<Shift>F10", "Menu"]))
        return keys
    }
}

/// A standard window the application made, not kept alive by the list of them.
struct WeakStandardWindow {
    weak var window: (any NativeStandardWindow)?
}
