import Dispatch
import FoundationEssentials

/// Starts an app the way GNOME apps start: reads `--version`/`--help`/`--self-test`, sets up
/// logging (`REACTANT_LOG_LEVEL`), binds the toolkit's and the app's translations
/// (`Localization.bind`, the app id being the app's text domain), applies the toolkit's and
/// the app's resources, then runs a single-instance `Application` with the app's id and icon.
///
/// The app's name and summary (`AppInfo`, marked with `N_`) are translated in the app's
/// domain once it is bound (`AppInfo.translated()`): `--help`, `--version`, the About window
/// and GLib's application name (g_set_application_name) show them in the person's language.
///
///     let launcher = AppLauncher(
///         info: AppInfo(id: "org.example.Notes", name: N_("Notes"), version: "1.0",
///                       summary: N_("Write things down")),
///         resources: [AppResources(module: "NotesResources", styleSheets: ["theme/notes.css"])])
///     exit(launcher.run { MainWireframe(module: ApplicationModule()).entrypoint() })
@MainActor
public struct AppLauncher {
    /// The app's id, name and version, and what the About window shows; the name and the
    /// summary as written (English), translated when shown.
    public var info: AppInfo
    /// The app's resources, applied after `AppResources.toolkit`.
    public var resources: [AppResources]
    /// The size of the first window; nil keeps `Application.defaultWindowSize` (480 × 360).
    public var defaultWindowSize: (width: Int, height: Int)?
    /// How long `--self-test` lets the window settle before checking it.
    public var selfTestDelay: TimeInterval = 0.5

    /// A launcher for the app `info` describes; nothing runs until `run(arguments:entrypoint:)`.
    public init(info: AppInfo, resources: [AppResources] = [],
                defaultWindowSize: (width: Int, height: Int)? = nil) {
        self.info = info
        self.resources = resources
        self.defaultWindowSize = defaultWindowSize
    }

    /// Runs the app and returns its exit status. `entrypoint` makes the first window's
    /// controller; it runs only when a window is really opened (not for `--version`).
    public func run(arguments: [String] = CommandLine.arguments,
                    entrypoint: @escaping @MainActor () -> Controller) -> Int32 {
        let options = LaunchOptions(arguments: arguments)
        let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? info.id
        LogSetup.bootstrap()
        // Before `--help` and any window: the toolkit's and the app's texts.
        Localization.bind(appDomain: info.id)
        LocaleFormats.checkEnvironment()
        // From here on, the name and summary a person reads: in their language.
        let info = self.info.translated()
        switch options.mode {
        case .version:
            print("\(info.name) \(info.version)")
            return 0
        case .help:
            print(LaunchOptions.usage(for: info, program: program), terminator: "")
            return 0
        case .unknownOption(let option):
            // Usage errors go to standard error with status 2, as getopt tools do.
            let message = Localization.fill(rtr("%@: unknown option %@"), program, option)
            StandardStreams.writeError(message + "\n\n" + LaunchOptions.usage(for: info, program: program))
            return 2
        case .run, .selfTest:
            break
        }
        let allResources = [AppResources.toolkit] + resources
        let loader = ResourceLoader(appID: info.id)
        loader.load(allResources)
        let application = makeApplication(info: info)
        application.native.setDisplayName(info.name)
        Diagnostics.logger.info("\(info.name) \(info.version) starting as \(info.id) on the \(Backends.current.name) backend")

        guard options.mode == .selfTest else {
            return application.run(arguments: options.remaining, entrypoint: entrypoint)
        }
        var result: SelfTest?
        let finish = { [info] in
            Backends.current.processPendingEvents()
            let test = SelfTest(info: info, resources: allResources, loader: loader, application: application)
            result = test
            print(test.report)
            application.quit()
        }
        let delay = selfTestDelay
        let status = application.run(arguments: options.remaining) {
            // The GTK loop is running by now; check once the window has been drawn.
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { finish() } }
            return entrypoint()
        }
        // The headless application returns from `run` at once, its window still open.
        if result == nil { finish() }
        guard let result, result.passed, status == 0 else {
            print("self-test FAILED")
            return 1
        }
        print("self-test passed")
        return 0
    }

    /// The application `run` starts: the app's id, info (About, already translated), icon and
    /// window size.
    private func makeApplication(info: AppInfo) -> Application {
        let application = Application(id: info.id)
        application.iconName = info.id
        application.info = info
        if let defaultWindowSize { application.defaultWindowSize = defaultWindowSize }
        return application
    }

    /// The app's main window as `run` opens it, without a main loop, for tests: the toolkit's
    /// and the app's resources applied (once per process), an `Application` with the app's
    /// id, info (translated in the domain bound now, as `run` does), icon and window size,
    /// and `entrypoint()` shown in a window of it, so the primary menu, the app's and the
    /// controllers' commands, their accelerators (`Interact.press(accelerator:in:)`), Escape
    /// and the standard windows work as in the running app. Unlike `run`, it neither reads nor
    /// saves the person's window state.
    ///
    ///     let window = NotesApp.launcher.openWindow { MainWireframe(module: TestModule()).entrypoint() }
    ///
    /// The application stays alive until the window closes (`window.application`).
    public func openWindow(entrypoint: () -> Controller) -> Window {
        let loaded = [AppResources.toolkit] + resources
        let key = loaded.map(\.module).joined(separator: ",")
        if !Self.loadedResources.contains(key) {
            // Stylesheets add up in GTK: a second test must not stack the same ones again.
            Self.loadedResources.insert(key)
            ResourceLoader(appID: info.id).load(loaded)
        }
        let application = makeApplication(info: info.translated())
        let window = application.show(entrypoint())
        application.keepAliveWhileWindowsAreOpen()
        return window
    }

    /// The resources `openWindow` applied, by their modules.
    private static var loadedResources: Set<String> = []
}
