/// A GtkApplication stand-in: `run` activates once and returns at once, since there is no
/// main loop to wait in.
@MainActor
public final class HeadlessApplication: NativeApplication {
    /// The id the application was made with; nothing is registered on a bus.
    public let applicationID: String
    /// Held weakly: as in the GTK backend, the application keeps no window alive (the backend
    /// does, while it is shown).
    private var registered: [WeakWindow] = []
    private var hasRun = false

    /// The addresses `open(uri:parent:)` opened, in order.
    public private(set) var openedURIs: [String] = []
    /// The URI schemes an application on this pretend desktop handles (lower case), as the
    /// desktop's `x-scheme-handler/…` associations; an address of another scheme fails as it
    /// would with nothing installed for it. A test sets it to what it needs.
    public var handledSchemes: Set<String> = ["http", "https", "mailto", "file"]

    /// The name `setDisplayName` gave the program; nil until then.
    public private(set) var displayName: String?

    /// For its idle work (a simulated signal's handler runs from the loop).
    private weak var backend: HeadlessBackend?

    init(id: String, backend: HeadlessBackend? = nil) {
        applicationID = id
        self.backend = backend
    }

    /// Keeps the first name, as GLib does.
    public func setDisplayName(_ name: String) {
        if displayName == nil { displayName = name }
    }

    /// Opens nothing: records the address when its scheme is handled; fails as GIO does for
    /// an address without a scheme or with one nothing handles.
    public func open(uri: String, parent: (any NativeWindow)?) -> Result<Void, OpenURLError> {
        guard let colon = uri.firstIndex(of: ":"), colon != uri.startIndex else {
            return .failure(OpenURLError(url: uri, reason: "it is not an address with a scheme (such as https:)"))
        }
        let scheme = uri[..<colon].lowercased()
        guard handledSchemes.contains(scheme) else {
            return .failure(OpenURLError(url: uri, reason: "no application is registered as handling \(scheme): addresses"))
        }
        openedURIs.append(uri)
        return .success(())
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
        window.application = self
        window.whenClosed { [weak self, weak window] in
            self?.registered.removeAll { $0.window == nil || $0.window === window }
            if window?.application === self { window?.application = nil }
        }
    }

    // MARK: Colour scheme

    /// Kept for the process, as GTK's style is: every application shares it.
    private static var processColorScheme = ColorScheme.system

    /// Kept as set; the pretend desktop prefers light, so `.system` is light.
    public var colorScheme: ColorScheme {
        get { Self.processColorScheme }
        set { Self.processColorScheme = newValue }
    }

    /// True only for `.dark`: the pretend desktop prefers light.
    public var isDark: Bool { colorScheme == .dark }

    /// Adwaita's (GTK 3) window background: #353535 dark, #f6f5f4 light.
    public var windowBackgroundColor: Color {
        isDark ? Color(red: 0x35 / 255.0, green: 0x35 / 255.0, blue: 0x35 / 255.0)
            : Color(red: 0xf6 / 255.0, green: 0xf5 / 255.0, blue: 0xf4 / 255.0)
    }

    /// Closes every window of the application without asking close-request handlers.
    public func quit() {
        for window in windows { window.close() }
    }

    // MARK: Actions and accelerators

    private var actionMap = HeadlessActionMap()
    /// Accelerators by detailed action name, in the order they were first set.
    private var acceleratorTable: [(detailedName: String, accelerators: [String])] = []

    /// Adds an `app.*` action, replacing one of the same name; an action of another backend is
    /// refused with an error.
    public func addAction(_ action: any NativeAction) { actionMap.add(action) }
    /// Takes the `app.*` action `name` out; nothing happens when there is none.
    public func removeAction(named name: String) { actionMap.remove(named: name) }
    /// The `app.*` action called `name`, or nil.
    public func action(named name: String) -> (any NativeAction)? { actionMap.action(named: name) }
    /// The names of the application's actions, sorted.
    public var actionNames: [String] { actionMap.names }

    /// Keeps the accelerators in a table, replacing the action's earlier ones; an empty list
    /// removes
    /// them. A key press in a window of the application that no widget used up is looked up
    /// there, as GtkWindow does.
    public func setAccelerators(_ accelerators: [String], for detailedName: String) {
        if let index = acceleratorTable.firstIndex(where: { $0.detailedName == detailedName }) {
            if accelerators.isEmpty {
                acceleratorTable.remove(at: index)
            } else {
                acceleratorTable[index].accelerators = accelerators
            }
        } else if !accelerators.isEmpty {
            acceleratorTable.append((detailedName, accelerators))
        }
    }

    /// The accelerators set for `detailedName`, as given; empty when none.
    public func accelerators(for detailedName: String) -> [String] {
        acceleratorTable.first { $0.detailedName == detailedName }?.accelerators ?? []
    }

    /// Nothing to register without a bus; windows can join at any time.
    public func register() {}

    // MARK: Termination signals

    private var signalWatcher: (@MainActor (Int32) -> Void)?

    /// Keeps `handler` for `simulateTerminationSignal`; no real signal is watched headless.
    public func watchTerminationSignals(_ handler: @escaping @MainActor (Int32) -> Void) {
        signalWatcher = handler
    }

    /// Forgets the handler.
    public func stopWatchingTerminationSignals() { signalWatcher = nil }

    /// True while no handler is kept.
    public var terminationSignalsEndTheProcess: Bool { signalWatcher == nil }

    /// The GTK backend's path: the watcher stops watching at once and is called from the loop.
    public func simulateTerminationSignal(_ signal: Int32) {
        guard let watcher = signalWatcher else {
            Diagnostics.warning("Signal \(signal) with no watcher: a real one would end the process now (not simulated).")
            return
        }
        signalWatcher = nil
        backend?.whenIdle { watcher(signal) }
    }

    /// GtkWindow's accelerator step of a key press in `window`: the first action with an
    /// accelerator for `key` that exists for the window (`win.*` in it, `app.*` here) and is
    /// enabled is activated, which uses the key up. A disabled one leaves the key to the focus
    /// widget, as gtk_application_activate_accel does.
    func activateAccelerator(_ key: KeyPress, in window: HeadlessWindow) -> Bool {
        for entry in acceleratorTable
        where entry.accelerators.contains(where: { HeadlessAccelerators.parse($0).map { HeadlessAccelerators.matches(key, $0) } ?? false }) {
            let (scope, name, target) = DetailedActionName.split(entry.detailedName)
            let map: (any NativeActionMap)? = switch scope {
            case "win": window
            case "app": self
            default: nil
            }
            guard let action = map?.action(named: name), action.isEnabled else { continue }
            action.activate(target.map(ActionValue.string))
            return true
        }
        return false
    }

    private struct WeakWindow {
        weak var window: HeadlessWindow?
    }
}
