import FoundationEssentials

/// The running app: a `GtkApplication` with an application id (or its headless twin), and the
/// windows it shows.
///
///     @main enum Main {
///         static func main() {
///             let wireframe = MainWireframe(module: ApplicationModule())
///             Application(id: "org.example.Greeter").run { wireframe.entrypoint() }
///         }
///     }
///
/// A second launch of the same app (same id) does not open a second copy: GTK hands the
/// launch to the first process, which brings its window to the front.
@MainActor
public final class Application {
    /// The application id, e.g. "org.example.Greeter": GApplication's, which makes a second
    /// launch hand over to the first.
    public let id: String
    /// The backend's application: a `GtkApplication` on GTK, an in-memory one headless.
    public let native: any NativeApplication
    /// Windows that are open, oldest first: the ones `show` opened and the ones they presented
    /// (`present`, `branchNavigation`, alerts), which GTK counts as the application's windows
    /// too (gtk_application_add_window) until they close.
    public private(set) var windows: [Window] = []
    /// Size of the windows the app opens for its entry points.
    public var defaultWindowSize = (width: 480, height: 360)
    /// The themed icon of the windows the app opens (usually the app id); nil: GTK's default.
    public var iconName: String?

    /// Whether the main window (the one `run` opens) opens with the size and maximized state
    /// it had when it last closed (see `Application+WindowState`).
    public var savesWindowState = true

    /// The app's own items of the primary menu (Preferences, …), above the standard ones.
    public var primaryMenuItems: [MenuItem] = []
    /// What the app says about itself, for the About window and the primary menu's About
    /// item, shown as given: AppLauncher sets it with the name and summary already translated.
    public var info: AppInfo?
    /// The About and shortcuts windows, once shown (see `Application+StandardWindows`).
    public internal(set) var aboutWindow: (any NativeStandardWindow)?
    /// The keyboard shortcuts window, once shown.
    public internal(set) var shortcutsWindow: (any NativeStandardWindow)?
    /// Every standard window made by an application (see `shownStandardWindows`).
    static var madeStandardWindows: [WeakStandardWindow] = []
    /// The application's commands and every command's accelerators (see `CommandRegistry`).
    let registry: CommandRegistry

    /// Creates the application with its built-in commands (About, Shortcuts, Quit); it runs
    /// with `run(entrypoint:)` or `run(delegate:)`.
    public init(id: String) {
        self.id = id
        native = Backends.current.makeApplication(id: id)
        registry = CommandRegistry(native: native)
        addBuiltInCommands()
        Self.latest = self
    }

    /// The app whose `run` is running now (its main loop, on GTK).
    public internal(set) static weak var running: Application?
    /// The application made last.
    private static weak var latest: Application?
    /// The one `shared` made, when no other existed.
    private static var fallback: Application?

    /// UIKit's `UIApplication.shared`: the running app, else the one made last, else one made
    /// now with the program's name as its id.
    public static var shared: Application {
        if let app = running ?? latest { return app }
        let name = ProcessInfo.processInfo.processName.filter { $0.isLetter || $0.isNumber }
        let app = Application(id: "org.reactantgtk.\(name.isEmpty ? "App" : name)")
        fallback = app
        return app
    }

    /// Runs the app until its last window closes, showing `entrypoint()` in a window when the
    /// app starts, and returns the exit status. On the headless backend it returns at once,
    /// leaving the window open for inspection.
    @discardableResult
    public func run(arguments: [String] = CommandLine.arguments,
                    entrypoint: @escaping @MainActor () -> Controller) -> Int32 {
        Self.running = self
        defer { if Self.running === self { Self.running = nil } }
        watchTerminationSignals()
        defer { native.stopWatchingTerminationSignals() }
        let status = native.run(arguments: arguments) { [weak self] in
            guard let self else { return }
            if let existing = windows.last {
                // Activated again: a second launch handed over to this process.
                Diagnostics.logger.debug("\(id) activated again; presenting its window")
                existing.native.present()
            } else {
                showMainWindow(entrypoint())
            }
        }
        // The loop ended with the last window closed: the app is ending too. (The headless
        // application returns at once, its window still open.)
        if windows.isEmpty { runWillTerminate() }
        return status
    }

    /// Opens a window for `controller` and shows it.
    @discardableResult
    public func show(_ controller: Controller) -> Window {
        show(controller, beforeShowing: { _ in })
    }

    /// `show`, with `prepare` run on the window before it is shown (the main window's saved state).
    func show(_ controller: Controller, beforeShowing prepare: (Window) -> Void) -> Window {
        (controller as? NavigationController)?.setPrimaryMenu(primaryMenu)
        let window = Window(controller: controller)
        window.defaultSize = defaultWindowSize
        adopt(window)
        prepare(window)
        window.show()
        return window
    }

    /// Makes `window` one of the app's windows until it closes; the windows it presents
    /// become the app's too (see `Window.present`).
    func adopt(_ window: Window) {
        window.application = self
        window.refreshCommands()
        if let iconName { window.native.iconName = iconName }
        window.onClosed = { [weak self] closed in
            guard let self else { return }
            windows.removeAll { $0 === closed }
            if windows.isEmpty { Self.keptAlive.removeAll { $0 === self } }
        }
        windows.append(window)
        native.add(window.native)
    }

    /// Applications kept as `run` keeps its own while it runs (windows hold theirs weakly).
    private static var keptAlive: [Application] = []

    /// Keeps this application alive until its last window closes, as `run` would: for an app
    /// opened without a main loop (`AppLauncher.openWindow`).
    func keepAliveWhileWindowsAreOpen() {
        guard !windows.isEmpty, !Self.keptAlive.contains(where: { $0 === self }) else { return }
        Self.keptAlive.append(self)
    }

    /// Runs `willTerminate`, then closes every window (their controllers get their disappear
    /// events), which ends `run`. Ctrl+Q (`app.quit`) and SIGTERM, SIGINT and SIGHUP come here.
    public func quit() {
        runWillTerminate()
        for window in windows.reversed() { window.close() }
        native.quit()
    }

    /// Called once when the app is about to end: quitting (Ctrl+Q, a termination signal, code)
    /// while the windows are still open, or the last window having closed. The place to save
    /// what must not be lost.
    public var willTerminate: (@MainActor () -> Void)?
    /// True once `willTerminate` has run (the app is ending).
    public private(set) var isTerminating = false

    func runWillTerminate() {
        guard !isTerminating else { return }
        isTerminating = true
        willTerminate?()
    }
}
