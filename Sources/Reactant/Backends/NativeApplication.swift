/// The application is a GtkApplication: its action map holds the `app.*` actions, and it
/// keeps the accelerators of every action (`app.*` and `win.*`).
@MainActor
public protocol NativeApplication: NativeActionMap {
    /// The reverse-DNS id the application was made with ("org.example.Notes"): GApplication's
    /// application-id, which names its D-Bus service, its desktop file and its settings schema.
    var applicationID: String { get }
    /// Runs the application: calls `onActivate` when it starts (and again when a second
    /// instance is launched), then returns the exit status when the last window is closed.
    /// The headless backend calls `onActivate` once and returns at once.
    func run(arguments: [String], onActivate: @escaping @MainActor () -> Void) -> Int32
    /// Keeps the application running while `window` is open (gtk_application_add_window);
    /// closing the window takes it out again.
    func add(_ window: any NativeWindow)
    /// The windows added with `add(_:)` that are still open (gtk_application_get_windows). The
    /// order is not part of the contract: GTK lists the most recently focused window first.
    var windows: [any NativeWindow] { get }
    /// Ends `run` (g_application_quit): the main loop stops even with windows open.
    func quit()
    /// Names the program for people, in their language (g_set_application_name): the name
    /// GTK's own dialogs and the desktop shell show. GLib holds one name per process and takes
    /// it once; later calls keep the first.
    func setDisplayName(_ name: String)

    /// Sets the accelerators (GTK syntax, already checked by `NativeShell.parseAccelerator`)
    /// of the action `detailedName` ("app.quit", "win.close"); an empty list removes them.
    func setAccelerators(_ accelerators: [String], for detailedName: String)
    /// The accelerators set for `detailedName` ("app.quit"), in GTK syntax; empty when none.
    func accelerators(for detailedName: String) -> [String]
    /// Registers the application (GApplication's startup) without running the main loop, so
    /// windows can join it: for tests and tools that drive an app without `run`. `run`
    /// registers by itself.
    func register()
    /// Opens `uri` with the desktop's handler for it (a browser for http; gtk_show_uri_on_window
    /// on GTK), over `parent` if given; the reason when it can't (nothing handles it). The
    /// headless backend opens nothing: it lists the addresses in `openedURIs` and "handles"
    /// the schemes in `handledSchemes`.
    func open(uri: String, parent: (any NativeWindow)?) -> Result<Void, OpenURLError>

    /// Watches SIGTERM, SIGINT and SIGHUP (g_unix_signal_add) and calls `handler` from the
    /// main loop with the first one's number. Before calling it, the three signals get their
    /// default action back, so a second one during the shutdown ends the process at once.
    func watchTerminationSignals(_ handler: @escaping @MainActor (Int32) -> Void)
    /// Stops watching (the signals' default action is back).
    func stopWatchingTerminationSignals()
    /// Whether a termination signal now ends the process at once (nothing watches them).
    var terminationSignalsEndTheProcess: Bool { get }
    /// Sends `signal` to the process as `kill` would (GTK: raise()). Headless, the watcher's
    /// path runs without a real signal; with no watcher it only warns, since the default
    /// action would end the test process.
    func simulateTerminationSignal(_ signal: Int32)

    /// Light, dark or the desktop's choice, for every window of the process (GTK's style is
    /// per process: libadwaita's default AdwStyleManager, GTK 3's default GtkSettings).
    var colorScheme: ColorScheme { get set }
    /// Whether the windows are drawn dark now (adw_style_manager_get_dark on GTK 4; on GTK 3
    /// the theme's window background is dark). Headless: the scheme is `.dark`.
    var isDark: Bool { get }
    /// The theme's window background colour now (the named colour `window_bg_color` on GTK 4,
    /// `theme_bg_color` on GTK 3); headless, Adwaita's GTK 3 values for light and dark.
    var windowBackgroundColor: Color { get }
}
