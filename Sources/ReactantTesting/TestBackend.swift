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
        }
        return try Backends.start(named: requestedName)
    }

    /// True when the tests run against real GTK widgets.
    public static var isGtk: Bool { requestedName == "gtk" }
}
