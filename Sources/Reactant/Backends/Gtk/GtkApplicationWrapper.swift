import CGtk

/// A GtkApplication: the main loop, and the process's identity on the session bus.
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
        return gtk_application_new(isValid ? id : nil, flags)
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
        g_object_unref(application)
        application = Self.makeApplication(id: applicationID, flags: G_APPLICATION_NON_UNIQUE)
    }

    /// Adding a window twice changes nothing (gtk_application_add_window ignores it). The
    /// application does not keep the window alive; the backend does while it is shown.
    func add(_ window: any NativeWindow) {
        guard let window = GtkWidgetWrapper.gtkWrapper(window, for: "add(window)") as? GtkWindowWrapper,
              !window.isDestroyed else { return }
        gtk_application_add_window(application, GObjectBridge.cast(window.widget))
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
