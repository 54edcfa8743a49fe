#if GTK3 || GTK4 // both GTK backends: GApplication and GtkApplication (the same in GTK 3 and GTK 4)
import GtkC

/// A GtkApplication: the main loop, and the process's identity on the session bus. On GTK 4
/// it is libadwaita's AdwApplication, a GtkApplication that also starts libadwaita's styles.
@MainActor
final class GtkApplicationWrapper: NativeApplication {
    let applicationID: String
    private var application: UnsafeMutablePointer<GtkApplication>
    private var hasRun = false

    init(id: String) {
        applicationID = id
        application = Self.makeApplication(id: id, flags: G_APPLICATION_DEFAULT_FLAGS)
    }

    isolated deinit {
        g_object_unref(application)
    }

    private var gApplication: UnsafeMutablePointer<GApplication> { GObjectBridge.cast(application) }

    private static func makeApplication(id: String, flags: GApplicationFlags) -> UnsafeMutablePointer<GtkApplication> {
        // GTK refuses an invalid id (and returns NULL); an application without an id works,
        // it is just not unique.
        let isValid = g_application_id_is_valid(id) != 0
        if !isValid {
            Diagnostics.warning("'\(id)' is not a valid application id (e.g. org.example.App); running without one.")
        }
        #if GTK4
        return UnsafeMutablePointer(OpaquePointer(adw_application_new(isValid ? id : nil, flags)))
        #else
        return gtk_application_new(isValid ? id : nil, flags)
        #endif
    }

    /// GIO's default handler for the address's scheme or type, started now
    /// (g_app_info_launch_default_for_uri, which goes through the desktop portal in a
    /// sandbox), so its GError says why nothing opened. gtk_show_uri_on_window can't be
    /// used: GTK 3.24 launches asynchronously, always returns TRUE, and only warns later,
    /// through the parent window, which may be gone by then.
    func open(uri: String, parent: (any NativeWindow)?) -> Result<Void, OpenURLError> {
        let widget = (parent as? GtkWidgetWrapper).flatMap { $0.isDestroyed ? nil : $0.widget }
        // The launch context names the display and the time, for startup notification.
        let display = widget.flatMap { gtk_widget_get_display($0) } ?? gdk_display_get_default()
        let context = display.flatMap { gdk_display_get_app_launch_context($0) }
        defer { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
        if let context { gdk_app_launch_context_set_timestamp(context, guint32(GDK_CURRENT_TIME)) }
        var error: UnsafeMutablePointer<GError>?
        let launched = g_app_info_launch_default_for_uri(uri, context.map { UnsafeMutablePointer<GAppLaunchContext>($0) }, &error)
        guard launched != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            return .failure(OpenURLError(url: uri, reason: reason))
        }
        return .success(())
    }

    func run(arguments: [String], onActivate: @escaping @MainActor () -> Void) -> Int32 {
        // GApplication parses its options once; a second g_application_run asserts and crashes.
        guard !hasRun else {
            Diagnostics.error("run() called twice on the application \(applicationID); make a new application to run again.")
            return 1
        }
        hasRun = true
        registerOrRunAlone()
        let handler = GtkSignalHandler.connect(application, "activate", shape: .plain) { _ in
            onActivate()
            return false
        }
        defer { g_signal_handler_disconnect(application, handler) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        return GtkMainQueueBridge.whileInstalled {
            g_application_run(gApplication, gint(arguments.count), &argv)
        }
    }

    /// Registers on the session bus before running. GLib already runs as a non-unique
    /// application when there is no bus at all, but a bus that refuses the name would make
    /// `g_application_run` print an error and exit with 1; the app should start anyway, so
    /// that case falls back to a fresh, non-unique application.
    private func registerOrRunAlone() {
        guard g_application_get_is_registered(gApplication) == 0 else { return }
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(gApplication, nil, &error) != 0 { return }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        Diagnostics.warning("\(applicationID) could not register on the session bus (\(reason)); running as a non-unique application.")
        let accelerators = actionDetailedNames.map { ($0, self.accelerators(for: $0)) }
        g_object_unref(application)
        application = Self.makeApplication(id: applicationID, flags: G_APPLICATION_NON_UNIQUE)
        // The actions and accelerators given to the first application move to this one.
        actionMap.addAll(to: actionMapPointer)
        for (name, list) in accelerators { setAccelerators(list, for: name) }
        if g_application_register(gApplication, nil, &error) == 0 {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            Diagnostics.error("\(applicationID) could not register even as a non-unique application (\(reason)).")
        }
    }

    /// The detailed names that have accelerators (gtk_application_list_action_descriptions).
    private var actionDetailedNames: [String] {
        GObjectBridge.takeStrings(gtk_application_list_action_descriptions(application))
    }

    /// Adding a window twice changes nothing (gtk_application_add_window ignores it). The
    /// application does not keep the window alive; the backend does while it is shown.
    /// An application must be registered before a window can join it (GTK says so with a
    /// critical warning), so an application that isn't yet is registered first.
    func add(_ window: any NativeWindow) {
        guard let window = GtkWidgetWrapper.gtkWrapper(window, for: "add(window)") as? GtkWindowWrapper,
              !window.isDestroyed else { return }
        register()
        gtk_application_add_window(application, GObjectBridge.cast(window.widget))
    }

    /// Whether the process's name is set: GLib warns when it is set twice (a second
    /// application in one process, as in tests).
    private static var hasDisplayName = false

    func setDisplayName(_ name: String) {
        guard !Self.hasDisplayName else { return }
        Self.hasDisplayName = true
        g_set_application_name(name)
    }

    func register() {
        registerOrRunAlone()
    }

    // MARK: Termination signals

    private var terminationSignals: GtkTerminationSignals?

    func watchTerminationSignals(_ handler: @escaping @MainActor (Int32) -> Void) {
        terminationSignals?.stop()
        terminationSignals = GtkTerminationSignals(handler: handler)
    }

    func stopWatchingTerminationSignals() {
        terminationSignals?.stop()
        terminationSignals = nil
    }

    var terminationSignalsEndTheProcess: Bool { GtkTerminationSignals.defaultActionIsBack }

    /// To the process, as `kill` sends it (raise() would aim at this thread only, which may
    /// block the signal).
    func simulateTerminationSignal(_ signal: Int32) {
        kill(getpid(), signal)
    }

    // MARK: Colour scheme (the process's, see GtkColorScheme)

    var colorScheme: ColorScheme {
        get { GtkColorScheme.scheme }
        set { GtkColorScheme.scheme = newValue }
    }

    var isDark: Bool { GtkColorScheme.isDark }

    var windowBackgroundColor: Color { GtkColorScheme.windowBackgroundColor }

    // MARK: Actions and accelerators

    private var actionMap = GtkActionMap()
    private var actionMapPointer: OpaquePointer { OpaquePointer(application) }

    func addAction(_ action: any NativeAction) { actionMap.add(action, to: actionMapPointer) }
    func removeAction(named name: String) { actionMap.remove(named: name, from: actionMapPointer) }
    func action(named name: String) -> (any NativeAction)? { actionMap.action(named: name, in: actionMapPointer) }
    var actionNames: [String] { actionMap.names(in: actionMapPointer) }

    /// The accelerators as the app wrote them, by detailed action name.
    private var writtenAccelerators: [String: [String]] = [:]

    func setAccelerators(_ accelerators: [String], for detailedName: String) {
        writtenAccelerators[detailedName] = accelerators.isEmpty ? nil : accelerators
        GObjectBridge.withStringArray(accelerators) {
            gtk_application_set_accels_for_action(application, detailedName, $0)
        }
    }

    /// GTK's list, each entry spelled as the app wrote it: GTK 4 stores accelerators
    /// re-named (`<Primary>q` comes back as `<Control>q`) where GTK 3 keeps the text, so an
    /// entry GTK names as one of the app's written accelerators would name is given back
    /// in the app's spelling on both.
    func accelerators(for detailedName: String) -> [String] {
        let stored = GObjectBridge.takeStrings(gtk_application_get_accels_for_action(application, detailedName))
        let written = writtenAccelerators[detailedName] ?? []
        return stored.map { gtkName in
            written.first { Self.gtkName(of: $0) == gtkName } ?? gtkName
        }
    }

    /// The name GTK gives an accelerator after parsing it (nil when it does not parse).
    private static func gtkName(of accelerator: String) -> String? {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
#if GTK4
        _ = gtk_accelerator_parse(accelerator, &key, &modifiers)
#else
        gtk_accelerator_parse(accelerator, &key, &modifiers)
#endif
        guard key != 0 else { return nil }
        guard let name = gtk_accelerator_name(key, modifiers) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// GTK's own list, so a window added any other way (gtk_window_set_application) counts too.
    var windows: [any NativeWindow] {
        GObjectBridge.widgetList(gtk_application_get_windows(application))
            .compactMap { GtkWidgetWrapper.wrapper(of: $0) as? GtkWindowWrapper }
    }

    /// Closes the application's windows (as the headless backend does) and stops the loop,
    /// which a window kept open by its close-request handler would otherwise hold.
    func quit() {
        for window in windows { window.close() }
        g_application_quit(gApplication)
    }
}

extension GtkBackend {
    public func makeApplication(id: String) -> any NativeApplication { GtkApplicationWrapper(id: id) }
}
#endif // GTK3 || GTK4
