import Foundation
import Reactant

/// Chooses the backend a test process runs on.
///
/// Tests are written once and run on both backends: headless by default, and on GTK when the
/// environment says `REACTANT_TEST_BACKEND=gtk` (under `xvfb-run -a` where there is no
/// desktop). Call `TestBackend.start()` at the start of every test (a suite's `init` is a
/// good place); it is cheap after the first call.
@MainActor
public enum TestBackend {
    /// The backend name the environment asks for: "headless" (default) or "gtk".
    public static var requestedName: String {
        let value = ProcessInfo.processInfo.environment["REACTANT_TEST_BACKEND"] ?? ""
        return value.isEmpty ? "headless" : value.lowercased()
    }

    /// Starts the requested backend (once per process) and returns it.
    /// - Throws: `BackendError.noDisplay` with the fix when GTK is asked for and there is no
    ///   display, so a misconfigured run fails loudly instead of testing the wrong backend.
    @discardableResult
    public static func start() throws -> any Backend {
        if !Backends.isStarted {
            // Tests never write the person's settings: what GTK's own dialogs remember (the
            // file chooser's folder and sort order) and saved window states stay in memory,
            // and without a session bus dconf could not save them anyway.
            setenv("GSETTINGS_BACKEND", "memory", 0)
            // Nor do they join the person's session bus: there a test's application would hand
            // its window over to the app the person is running (same id), and GTK 3.24 lets
            // only one GtkApplication at a time register on a connection (each exports
            // /org/gtk/Profiler), so the second application of a test process failed to
            // register. Without a bus every application runs on its own, as under CI's
            // xvfb-run. REACTANT_TEST_SESSION_BUS=keep keeps the bus for a test that needs it.
            if ProcessInfo.processInfo.environment["REACTANT_TEST_SESSION_BUS"] != "keep" {
                setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/reactant-tests-have-no-session-bus", 1)
            }
        }
        return try Backends.start(named: requestedName)
    }

    /// True when the tests run against real GTK widgets.
    public static var isGtk: Bool { requestedName == "gtk" }
}
