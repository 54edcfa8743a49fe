#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials

/// Chooses the backend that views are created on.
///
/// An app never has to touch this: the first widget it creates starts the GTK backend. Tests
/// and tools pick one explicitly with `use(_:)` or through the `REACTANT_BACKEND` environment
/// variable (`gtk` or `headless`). The choice is made once per process: widgets of two
/// backends can't live in one tree.
@MainActor
public enum Backends {
    private static var installed: (any Backend)?

    /// The backend in use; resolves it on first use (see the type's documentation).
    ///
    /// If the GTK backend is chosen and no display can be opened, this prints how to fix that
    /// to standard error and exits the process with status 1; a GUI toolkit can't go on
    /// without a display, and crashing later inside GTK would say much less. Call
    /// `start(named:)` instead to handle the error yourself.
    public static var current: any Backend {
        if let installed { return installed }
        do {
            let backend = try start(named: ProcessInfo.processInfo.environment["REACTANT_BACKEND"])
            return backend
        } catch {
            StandardStreams.writeError("error: \(error)\n")
            exit(1)
        }
    }

    /// True once a backend has been chosen.
    public static var isStarted: Bool { installed != nil }

    /// Starts and installs the backend named `name` ("gtk" or "headless"; nil means "gtk")
    /// unless one is installed already, in which case that one is returned when it has the
    /// same name.
    /// - Throws: `BackendError.noDisplay` when GTK can't open a display,
    ///   `BackendError.unknownBackend` for another name or one that differs from the one
    ///   already running.
    @discardableResult
    public static func start(named name: String?) throws -> any Backend {
        let wanted = (name?.isEmpty == false ? name! : "gtk").lowercased()
        if let installed {
            guard installed.name == wanted else {
                throw BackendError.unknownBackend(
                    "\(wanted) (the \(installed.name) backend is already running in this process)")
            }
            return installed
        }
        let backend: any Backend
        switch wanted {
        #if GTK3 || GTK4
        case "gtk": backend = try GtkBackend.start()
        #else
        case "gtk":
            throw BackendError.unknownBackend(
                "gtk (this build has no GTK backend: it was built without the GTK3 or GTK4 trait; use the headless backend, REACTANT_BACKEND=headless)")
        #endif
        case "headless": backend = HeadlessBackend()
        default: throw BackendError.unknownBackend(wanted)
        }
        installed = backend
        return backend
    }

    /// Installs a backend object directly (for example a custom headless one).
    /// Does nothing but warn when another backend is already in use.
    public static func use(_ backend: any Backend) {
        if let installed, installed !== backend {
            Diagnostics.warning(
                "Backends.use(\(backend.name)) ignored: the \(installed.name) backend is already in use.")
            return
        }
        installed = backend
    }
}
