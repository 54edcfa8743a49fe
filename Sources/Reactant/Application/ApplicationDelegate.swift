import FoundationEssentials

/// UIKit's `UIApplicationDelegate`, for an app start ported as written: the delegate makes a
/// window, sets its `rootViewController` and calls `makeKeyAndVisible()`.
///
///     final class AppDelegate: ApplicationDelegate {
///         var window: Window?
///         private let module = ApplicationModule()
///
///         func application(_ application: Application,
///                          didFinishLaunchingWithOptions launchOptions: [LaunchOptionsKey: Any]?) -> Bool {
///             let window = Window()
///             window.rootViewController = MainWireframe(module: module).entrypoint()
///             window.makeKeyAndVisible()
///             self.window = window
///             return true
///         }
///     }
///
///     // main.swift, in place of @UIApplicationMain:
///     exit(Application(id: "org.example.Greeter").run(delegate: AppDelegate()))
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Called once when the app has started (GApplication's first activate). Returning false
    /// quits it.
    func application(_ application: Application,
                     didFinishLaunchingWithOptions launchOptions: [LaunchOptionsKey: Any]?) -> Bool
}

/// UIKit's `UIApplication.LaunchOptionsKey`. A GTK app is launched with command-line arguments,
/// so the only key is `.arguments` (those `run` was given, `[String]`).
public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The command-line arguments `run(arguments:delegate:)` was given, a `[String]`
    /// (`CommandLine.arguments` by default, the program name first).
    public static let arguments = LaunchOptionsKey(rawValue: "arguments")
}

extension Application {
    /// Runs the app with a UIKit-style delegate: its launch method runs when the app starts;
    /// the app then runs until its last window closes (see `run(arguments:entrypoint:)`). A
    /// second launch of the app brings its window to the front. The delegate is kept while
    /// the app runs.
    @discardableResult
    public func run(arguments: [String] = CommandLine.arguments, delegate: any ApplicationDelegate) -> Int32 {
        Self.running = self
        defer { if Self.running === self { Self.running = nil } }
        return native.run(arguments: arguments) { [weak self] in
            guard let self else { return }
            if let existing = windows.last {
                existing.native.present()
                return
            }
            let launched = delegate.application(self, didFinishLaunchingWithOptions: [.arguments: arguments])
            if !launched {
                Diagnostics.logger.debug("\(id): the delegate's launch method returned false; quitting")
                quit()
            } else if windows.isEmpty {
                Diagnostics.warning("\(id) started with no window: the delegate's launch method should show one (window.makeKeyAndVisible()).")
            }
        }
    }

    /// UIKit's `open(_:)`: opens `url` with the desktop's handler (a browser for a web
    /// address), over the app's newest window. The completion handler gets whether it opened;
    /// a failure is also logged as an error. `openURL(_:)` gives the reason, to show.
    public func open(_ url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        do {
            try openURL(url)
            completionHandler?(true)
        } catch {
            Diagnostics.error(error.description)
            completionHandler?(false)
        }
    }

    /// Opens `url` with the desktop's handler (a browser for a web address, the mail app for
    /// `mailto:`), over the app's newest window.
    ///
    ///     do { try Application.shared.openURL(url) }
    ///     catch { showAlert(title: tr("Can't open the link"), message: error.reason) }
    ///
    /// - Throws: `OpenURLError` when nothing opened it: no application handles its scheme or
    ///   type (GIO's "No application is registered as handling this file"), or it has no scheme.
    public func openURL(_ url: URL) throws(OpenURLError) {
        try native.open(uri: url.absoluteString, parent: windows.last { $0.isShown }?.native).get()
    }
}
