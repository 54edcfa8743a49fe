import FoundationEssentials

/// The seam for keeping the main window's size and maximized state between runs: GSettings
/// when the app's schema is installed, else a GKeyFile (`window-state.ini`).

/// The main window's state as it is saved.
public struct WindowState: Equatable, Sendable {
    /// The size when not maximized (what the window returns to when unmaximized).
    public var width: Int
    /// The height when not maximized.
    public var height: Int
    /// Whether the window was maximized.
    public var isMaximized: Bool

    /// Makes a state from the unmaximized size and the maximized flag.
    public init(width: Int, height: Int, isMaximized: Bool) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
    }
}

/// Where a window state is kept.
public enum WindowStateStorage: Equatable, Sendable {
    /// The app's GSettings schema (id = the app id) with the keys `window-width`,
    /// `window-height` (integers) and `window-maximized` (boolean), as installed from
    /// `data/<app-id>.gschema.xml` by meson.
    case settings(schemaID: String)
    /// A key file: a `[window]` group with `width`, `height` and `maximized`.
    case keyFile(URL)
}

/// What reading a saved state gave.
public enum WindowStateReading: Equatable, Sendable {
    /// Nothing saved yet (the first run).
    case none
    /// A usable saved state.
    case state(WindowState)
    /// Something saved that can't be used; the text says why (for the warning).
    case unusable(String)
}

/// Reads and writes the main window's saved state (`WindowState`). The headless backend reads and
/// writes the same key file as GKeyFile does; GSettings storage reads as `.unusable` there.
@MainActor
public protocol NativeWindowStateStore {
    /// GSettings when a schema with the app id and the three keys is installed (looked up with
    /// g_settings_schema_source_lookup, so a missing schema never aborts), else the key file
    /// `window-state.ini` in `keyFileFolder`.
    func windowStateStorage(appID: String, keyFileFolder: URL) -> WindowStateStorage
    /// Reads the saved state from `storage`: nothing yet, a state, or why what was saved can't be
    /// used.
    func readWindowState(from storage: WindowStateStorage) -> WindowStateReading
    /// Saves `state` in `storage` (the three GSettings keys, or the key file's `[window]` group).
    /// - Returns: why it could not be saved, or nil.
    func writeWindowState(_ state: WindowState, to storage: WindowStateStorage) -> String?
    /// The size of the screen area a window can take (without panels and docks) where
    /// `window` shows: GTK's work area (gdk_monitor_get_workarea) of the window's monitor, or
    /// of the primary (else the first) monitor before it is on screen; nil when GDK knows no
    /// monitor. Headless: the virtual screen, `HeadlessShell.screenSize` (1280×1024, the
    /// screen xvfb-run gives the GTK test run).
    func workArea(for window: any NativeWindow) -> (width: Int, height: Int)?
}
