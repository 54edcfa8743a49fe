#if GTK3 || GTK4 // both GTK backends (GtkWindowWrapper names GTK 4's Gtk4WindowWrapper in a GTK 4 build)
import GtkC

/// What the GTK 3 and GTK 4 window wrappers do alike: the `win.*` actions, the window's
/// properties GTK keeps the same on both, closing and the close request, and the window's own
/// key handlers. Each version's class keeps its content, sizes and key routing, which differ.
extension GtkWindowWrapper {
    var window: UnsafeMutablePointer<GtkWindow> { GObjectBridge.cast(widget) }

    // MARK: win.* actions (GtkApplicationWindow is a GActionMap)

    func addAction(_ action: any NativeAction) { actionMap.add(action, to: actionMapPointer) }
    func removeAction(named name: String) { actionMap.remove(named: name, from: actionMapPointer) }
    func action(named name: String) -> (any NativeAction)? { actionMap.action(named: name, in: actionMapPointer) }
    var actionNames: [String] { actionMap.names(in: actionMapPointer) }

    // MARK: Properties

    var isMaximized: Bool {
        get { gtk_window_is_maximized(window) != 0 || maximizeRequested }
        set {
            maximizeRequested = newValue
            if newValue { gtk_window_maximize(window) } else { gtk_window_unmaximize(window) }
        }
    }

    var iconName: String? {
        get { GObjectBridge.string(gtk_window_get_icon_name(window)) }
        set { gtk_window_set_icon_name(window, newValue) }
    }

    var isShown: Bool { !isDestroyed && isVisible }

    /// The focus widget when it is one of ours; a focused GTK internal reports nil.
    var focusedWidget: (any NativeWidget)? {
        gtk_window_get_focus(window).flatMap(Self.owner(of:))
    }

    var transientFor: (any NativeWindow)? {
        get {
            guard let parent = gtk_window_get_transient_for(window) else { return nil }
            return Self.wrapper(of: GObjectBridge.cast(parent)) as? GtkWindowWrapper
        }
        set {
            guard let newValue else {
                gtk_window_set_transient_for(window, nil)
                return
            }
            guard let parent = Self.gtkWrapper(newValue, for: "transientFor") as? GtkWindowWrapper,
                  parent !== self else { return }
            gtk_window_set_transient_for(window, GObjectBridge.cast(parent.widget))
            #if GTK3
            // As a dialog: over the middle of its parent (a window manager may place it too;
            // GTK 4 leaves the placement to it).
            gtk_window_set_position(window, GTK_WIN_POS_CENTER_ON_PARENT)
            #endif
        }
    }

    var isModal: Bool {
        get { GObjectBridge.bool(gtk_window_get_modal(window)) }
        set { gtk_window_set_modal(window, GObjectBridge.gbool(newValue)) }
    }

    /// GTK's default size, -1 in a dimension meaning "unset", checked here: GTK refuses other
    /// negative sizes with a critical warning; the toolkit says why instead.
    static func isValidDefaultSize(_ size: (width: Int, height: Int)) -> Bool {
        guard size.width >= -1, size.height >= -1 else {
            Diagnostics.error("A window's default size can't be \(size.width)×\(size.height); use -1 to leave it unset.")
            return false
        }
        return true
    }

    /// The backend keeps shown windows alive, as GTK keeps its toplevels.
    func reportShowingToBackend() {
        connect("show") { [weak self] _ in
            if let self { GtkBackend.shared?.windowDidShow(self) }
            return false
        }
        connect("hide") { [weak self] _ in
            if let self { GtkBackend.shared?.windowDidHide(self) }
            return false
        }
    }

    // MARK: Closing

    /// Hides the window and takes it out of its application, which is what makes a
    /// GtkApplication return from `run` after its last window.
    func close() {
        guard !isDestroyed else { return }
        gtk_widget_set_visible(widget, 0)
        if let application = gtk_window_get_application(window) {
            gtk_application_remove_window(application, window)
        }
    }

    /// GtkWindow's close request: GTK 3's "delete-event", GTK 4's "close-request".
    static var closeRequestSignal: (name: String, shape: GtkSignalHandler.Shape) {
        #if GTK4
        ("close-request", .plainBoolean)
        #else
        ("delete-event", .event)
        #endif
    }

    /// Connected once, after every close-request handler (an "after" handler of a RUN_LAST
    /// signal): closes unless one refused. Returning TRUE stops GTK's default, which would
    /// destroy the window and with it the chance to present it again.
    func closeUnlessRefused() {
        let signal = Self.closeRequestSignal
        connect(signal.name, shape: signal.shape, after: true) { [weak self] _ in
            guard let self else { return false }
            let refused = closeRefused
            closeRefused = false
            if !refused { close() }
            return true
        }
    }

    /// Every handler is asked, in connection order, and the window closes unless one of them
    /// said no (the rule the headless backend keeps). GTK's signal would stop at the first
    /// TRUE, so each handler only records its answer and returns FALSE.
    func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        let signal = Self.closeRequestSignal
        return connect(signal.name, shape: signal.shape) { [weak self] _ in
            if !handler() { self?.closeRefused = true }
            return false
        }
    }

    // MARK: The window's own key handlers

    /// Adds one of the window's own key handlers (`onKeyPress`), which the version's key
    /// routing runs, in connection order, after the focus widget and its ancestors.
    func addKeyHandler(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        Self.lastKeyHandlerID -= 1
        let connection = SignalConnection(id: Self.lastKeyHandlerID)
        keyHandlers.append((connection, handler))
        return connection
    }

    func runKeyHandlers(_ key: KeyPress) -> Bool {
        for connection in keyHandlers.map(\.connection) {
            // Looked up again: an earlier handler may have disconnected it.
            guard let handler = keyHandlers.first(where: { $0.connection == connection })?.handler else { continue }
            if handler(key) { return true }
        }
        return false
    }
}
#endif
