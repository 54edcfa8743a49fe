import CGtk

/// A toplevel GtkWindow. It is shown by `present()` only; closing hides it (so it can be
/// presented again with its content and focus) and takes it out of its application, which
/// is what makes a GtkApplication return from `run` after its last window. GTK destroys it
/// only when this wrapper goes.
@MainActor
final class GtkWindowWrapper: GtkWidgetWrapper, NativeWindow {
    /// Set by a close-request handler that keeps the window open, for one "delete-event".
    private var closeRefused = false

    init() {
        super.init(widget: gtk_window_new(GTK_WINDOW_TOPLEVEL), kind: .window, isToplevel: true)
        // If something destroys the window anyway, this runs before GtkContainer's destroy
        // handler, which would destroy the content; the content belongs to a view that may
        // outlive this window, so take it out first.
        connect("destroy") { [weak self] _ in
            self?.isDestroyed = true
            self?.releaseAllChildren()
            return false
        }
        // The backend keeps shown windows alive, as GTK keeps its toplevels.
        connect("show") { [weak self] _ in
            if let self { GtkBackend.shared?.windowDidShow(self) }
            return false
        }
        connect("hide") { [weak self] _ in
            if let self { GtkBackend.shared?.windowDidHide(self) }
            return false
        }
        // Runs after every close-request handler (an "after" handler of a RUN_LAST signal):
        // closes unless one refused. Returning TRUE stops GTK's default, which would destroy
        // the window and with it the chance to present it again.
        connect("delete-event", shape: .event, after: true) { [weak self] _ in
            guard let self else { return false }
            let refused = closeRefused
            closeRefused = false
            if !refused { close() }
            return true
        }
    }

    private var window: UnsafeMutablePointer<GtkWindow> { GObjectBridge.cast(widget) }

    var title: String {
        get { GObjectBridge.string(gtk_window_get_title(window)) ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    var content: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget))) }
        set {
            guard let newValue else {
                releaseAllChildren()
                return
            }
            if let current = content, current === newValue { return }
            // A refused widget changes nothing: the old content stays.
            guard let newContent = adoptable(newValue) else { return }
            releaseAllChildren()
            hold(newContent) { gtk_container_add(GObjectBridge.cast(widget), $0) }
        }
    }

    /// GTK's default size; -1 in a dimension means "unset" (the content's natural size).
    var defaultSize: (width: Int, height: Int) {
        get {
            var width: gint = -1
            var height: gint = -1
            gtk_window_get_default_size(window, &width, &height)
            return (Int(width), Int(height))
        }
        set {
            // GTK refuses these with a critical warning; say why instead.
            guard newValue.width >= -1, newValue.height >= -1 else {
                Diagnostics.error("A window's default size can't be \(newValue.width)×\(newValue.height); use -1 to leave it unset.")
                return
            }
            gtk_window_set_default_size(window, gint(newValue.width), gint(newValue.height))
        }
    }

    var iconName: String? {
        get { GObjectBridge.string(gtk_window_get_icon_name(window)) }
        set { gtk_window_set_icon_name(window, newValue) }
    }

    var isShown: Bool { !isDestroyed && isVisible }

    /// The focus widget when it is one of ours; a focused GTK internal reports nil.
    var focusedWidget: (any NativeWidget)? {
        Self.wrapper(of: gtk_window_get_focus(window))
    }

    func present() {
        guard !isDestroyed else {
            Diagnostics.warning("present(): the window \"\(title)\" was destroyed; create a new window instead.")
            return
        }
        gtk_window_present(window)
    }

    func close() {
        guard !isDestroyed else { return }
        gtk_widget_hide(widget)
        if let application = gtk_window_get_application(window) {
            gtk_application_remove_window(application, window)
        }
    }

    /// Every handler is asked, in connection order, and the window closes unless one of them
    /// said no (the rule the headless backend keeps). GTK's delete-event would stop at the
    /// first TRUE, so each handler only records its answer and returns FALSE.
    func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect("delete-event", shape: .event) { [weak self] _ in
            if !handler() { self?.closeRefused = true }
            return false
        }
    }

    /// Delivers a GDK_DELETE event through `gtk_main_do_event`, exactly as one from the window
    /// manager arrives (modal grabs of other windows are respected as well). The event must
    /// name the GdkWindow, so a window that was never shown is realized first.
    func simulateCloseRequest() {
        guard !isDestroyed else { return }
        gtk_widget_realize(widget)
        guard let gdkWindow = gtk_widget_get_window(widget), let event = gdk_event_new(GDK_DELETE) else { return }
        // gdk_event_free unrefs the window, so the event takes a reference of its own.
        event.pointee.any.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.any.send_event = 1
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}
