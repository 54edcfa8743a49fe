import FoundationEssentials

/// The main window opens as it was left: its size (when not maximized) and whether it was
/// maximized are saved when it closes and restored when the app starts again, per
/// application id (the GNOME HIG's "remember the window size"). They live in GSettings when
/// the app's schema is installed (meson installs `data/<app-id>.gschema.xml`), else in
/// `$XDG_CONFIG_HOME/<app-id>/window-state.ini` (`~/.config/…`), as under `swift run`.
/// A saved size is restored no larger than the screen's work area (`NativeWindowStateStore.workArea`);
/// a size that isn't positive is refused with a warning. Positions are not saved (Wayland
/// lets no app place its windows).
extension Application {
    /// Where this app's main window state is kept now.
    public var windowStateStorage: WindowStateStorage {
        Backends.current.shell.windowStateStorage(appID: id, keyFileFolder: Self.configFolder.appendingPathComponent(id))
    }

    /// `$XDG_CONFIG_HOME`, or `~/.config` when it is unset or not absolute (the XDG rule).
    /// Read each time rather than through GLib, which keeps the first answer for the process.
    static var configFolder: URL {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["XDG_CONFIG_HOME"], folder.hasPrefix("/") { return URL(fileURLWithPath: folder) }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".config")
    }

    /// Shows the app's main window with its saved state, and saves the state when it closes.
    @discardableResult
    func showMainWindow(_ controller: Controller) -> Window {
        guard savesWindowState else { return show(controller) }
        let storage = windowStateStorage
        return show(controller) { window in
            restoreState(of: window, from: storage)
            window.onWillClose = { [weak self] closing in self?.saveState(of: closing, to: storage) }
        }
    }

    private func restoreState(of window: Window, from storage: WindowStateStorage) {
        switch Backends.current.shell.readWindowState(from: storage) {
        case .none:
            break
        case .unusable(let reason):
            Diagnostics.warning("Window state: \(Self.describe(storage)) can't be used (\(reason)); the window opens at its default size.")
        case .state(let state):
            // GTK's sizes are positive and stay within what X11 and cairo can take.
            let sizes = 1...32_767
            guard sizes.contains(state.width), sizes.contains(state.height) else {
                Diagnostics.warning("Window state: \(Self.describe(storage)) holds the size \(state.width)×\(state.height), which no window can have; the window opens at its default size.")
                return
            }
            // A size saved on a larger screen (or written by hand) opens no larger than the
            // screen area windows can take here, as a window manager would keep it.
            var size = (width: state.width, height: state.height)
            if let area = Backends.current.shell.workArea(for: window.native), area.width > 0, area.height > 0 {
                size = (min(size.width, area.width), min(size.height, area.height))
                if size != (state.width, state.height) {
                    Diagnostics.debug("Window state: the saved size \(state.width)×\(state.height) is larger than the screen's work area \(area.width)×\(area.height); the window opens at \(size.width)×\(size.height).")
                }
            }
            window.defaultSize = size
            if state.isMaximized { window.native.isMaximized = true }
        }
    }

    private func saveState(of window: Window, to storage: WindowStateStorage) {
        let size = window.native.unmaximizedSize
        let state = WindowState(width: size.width, height: size.height, isMaximized: window.native.isMaximized)
        if let problem = Backends.current.shell.writeWindowState(state, to: storage) {
            Diagnostics.warning("Window state: \(Self.describe(storage)) could not be saved (\(problem)).")
        }
    }

    private static func describe(_ storage: WindowStateStorage) -> String {
        switch storage {
        case .settings(let schemaID): "the GSettings schema \(schemaID)"
        case .keyFile(let url): url.path
        }
    }
}
