/// A GtkApplication stand-in: `run` activates once and returns at once, since there is no
/// main loop to wait in.
@MainActor
public final class HeadlessApplication: NativeApplication {
    public let applicationID: String
    /// Held weakly: as in the GTK backend, the application keeps no window alive (the backend
    /// does, while it is shown).
    private var registered: [WeakWindow] = []
    private var hasRun = false

    init(id: String) {
        applicationID = id
    }

    /// The windows added with `add(_:)` that still exist and have not been closed since, in
    /// the order they were added; closing a window takes it out, as the GTK backend's
    /// gtk_application_remove_window does.
    public var windows: [any NativeWindow] { registered.compactMap(\.window) }

    /// GApplication can run only once (a second g_application_run asserts), so the GTK
    /// backend refuses a second run with an error and status 1; so does this.
    public func run(arguments: [String], onActivate: @escaping @MainActor () -> Void) -> Int32 {
        guard !hasRun else {
            Diagnostics.error("run() called twice on the application \(applicationID); make a new application to run again.")
            return 1
        }
        hasRun = true
        onActivate()
        return 0
    }

    /// Adding a window twice changes nothing, as in gtk_application_add_window.
    public func add(_ window: any NativeWindow) {
        guard let window = window as? HeadlessWindow else {
            Diagnostics.error("add(window): \(type(of: window)) is not a headless window; widgets of two backends can't be mixed.")
            return
        }
        registered.removeAll { $0.window == nil }
        guard !registered.contains(where: { $0.window === window }) else { return }
        registered.append(WeakWindow(window: window))
        window.whenClosed { [weak self, weak window] in
            self?.registered.removeAll { $0.window == nil || $0.window === window }
        }
    }

    /// Closes every window of the application without asking close-request handlers.
    public func quit() {
        for window in windows { window.close() }
    }

    private struct WeakWindow {
        weak var window: HeadlessWindow?
    }
}
