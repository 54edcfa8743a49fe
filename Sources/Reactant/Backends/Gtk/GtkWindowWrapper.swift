#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A toplevel GtkApplicationWindow (so it can hold `win.*` actions). It is shown by `present()` only; closing hides it (so it can be
/// presented again with its content and focus) and takes it out of its application, which
/// is what makes a GtkApplication return from `run` after its last window. GTK destroys it
/// only when this wrapper goes.
/// Subclassed for GtkMessageDialog (`GtkMessageDialogWrapper`), which shares all of this.
@MainActor
class GtkWindowWrapper: GtkWidgetWrapper, NativeWindow {
    /// Set by a close-request handler that keeps the window open, for one "delete-event".
    var closeRefused = false

    convenience init() {
        // gtk_application_window_new needs the application at once; the toolkit adds a window
        // to its application later (gtk_application_add_window), as GTK allows.
        let window = g_object_new_with_properties(gtk_application_window_get_type(), 0, nil, nil)
        self.init(window: UnsafeMutablePointer(OpaquePointer(window!)))
    }

    /// Takes over a new GtkWindow of any kind.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: window, kind: .window, isToplevel: true)
        // If something destroys the window anyway, this runs before GtkContainer's destroy
        // handler, which would destroy the content; the content belongs to a view that may
        // outlive this window, so take it out first.
        connect("destroy") { [weak self] _ in
            // The title bar too (while the window still takes calls): GtkContainer's destroy
            // would destroy it along with the content.
            self?.titlebar = nil
            self?.isDestroyed = true
            self?.releaseAllChildren()
            return false
        }
        reportShowingToBackend()
        followWindowState()
        connect("key-press-event", shape: .event) { [weak self] event in
            guard let self, let event else { return false }
            return routeKey(event.assumingMemoryBound(to: GdkEventKey.self))
        }
        // Right clicks nothing inside took, for context menus (see GtkContextMenus).
        gtk_widget_add_events(widget, gint(GDK_BUTTON_PRESS_MASK.rawValue))
        connect("button-press-event", shape: .event) { [weak self] event in
            guard let self, let event, let shell = GtkBackend.shared?.shell as? GtkShell else { return false }
            return shell.contextMenus.windowButtonPressed(self, event.assumingMemoryBound(to: GdkEvent.self))
        }
        closeUnlessRefused()
    }

    /// The title bar belongs to a view that may outlive this window: take it out before the
    /// base class destroys the window, which would destroy it too.
    isolated deinit {
        removeTitlebar()
    }

    // MARK: win.* actions (GtkApplicationWindow is a GActionMap)

    var actionMap = GtkActionMap()
    /// The GActionMap holding `win.*`: the GtkApplicationWindow itself (a subclass that is no
    /// GtkApplicationWindow gives a group it inserted as "win").
    var actionMapPointer: OpaquePointer { OpaquePointer(widget) }

    /// The title bar's wrapper. GtkWindow holds the title bar as an internal child, outside
    /// `gtk_container_get_children`, so it is held here rather than in `heldChildren`.
    private var heldTitlebar: GtkWidgetWrapper?

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
            guard Self.isValidDefaultSize(newValue) else { return }
            gtk_window_set_default_size(window, gint(newValue.width), gint(newValue.height))
        }
    }

    /// Set by `isMaximized = true`, cleared when the window manager reports the window
    /// unmaximized (window-state-event) or by `isMaximized = false`.
    var maximizeRequested = false
    /// gtk_window_get_size from the last configure event while not maximized.
    private var lastUnmaximizedSize: (width: Int, height: Int)?

    var unmaximizedSize: (width: Int, height: Int) {
        if gtk_window_is_maximized(window) == 0 { return currentSize }
        return lastUnmaximizedSize ?? currentSize
    }

    private var currentSize: (width: Int, height: Int) {
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// Follows the window manager: the size while not maximized, and an unmaximize.
    private func followWindowState() {
        connect("configure-event", shape: .event) { [weak self] _ in
            guard let self, gtk_window_is_maximized(window) == 0 else { return false }
            lastUnmaximizedSize = currentSize
            return false
        }
        connect("window-state-event", shape: .event) { [weak self] event in
            guard let self, let event else { return false }
            let state = event.assumingMemoryBound(to: GdkEventWindowState.self).pointee
            if state.changed_mask.rawValue & GDK_WINDOW_STATE_MAXIMIZED.rawValue != 0,
               state.new_window_state.rawValue & GDK_WINDOW_STATE_MAXIMIZED.rawValue == 0 {
                maximizeRequested = false
            }
            return false
        }
    }

    /// gtk_window_resize: GTK keeps the window at least as big as its content's minimum size.
    func resize(width: Int, height: Int) {
        gtk_window_resize(window, gint(max(width, 1)), gint(max(height, 1)))
    }

    func present() {
        guard !isDestroyed else {
            Diagnostics.warning("present(): the window \"\(title)\" was destroyed; create a new window instead.")
            return
        }
        gtk_window_present(window)
    }

    /// GtkWindow lists a custom title bar among its children (gtk_window_forall); the toolkit
    /// keeps it apart, so `nativeChildren` is the content only and replacing the content
    /// leaves the title bar alone.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        super.childWidgets().filter { $0 != heldTitlebar?.widget }
    }

    var titlebar: (any NativeWidget)? {
        get { heldTitlebar }
        set {
            if let current = heldTitlebar, current === newValue { return }
            guard let newValue else {
                removeTitlebar()
                return
            }
            guard let bar = adoptable(newValue) else { return }
            // Unparents the old title bar (GTK keeps no reference of its own afterwards).
            gtk_window_set_titlebar(window, bar.widget)
            heldTitlebar = bar
        }
    }

    /// `gtk_container_remove` unparents a title bar without the warning that
    /// `gtk_window_set_titlebar(NULL)` gives on a realized window.
    private func removeTitlebar() {
        if let bar = heldTitlebar, !isDestroyed, gtk_widget_get_parent(bar.widget) == widget {
            gtk_container_remove(GObjectBridge.cast(widget), bar.widget)
        }
        heldTitlebar = nil
    }

    // MARK: Keys

    /// The window's own key handlers (`onKeyPress`), which `routeKey` runs between the focus
    /// widget and the accelerators. They can't be "key-press-event" handlers of the window:
    /// those all run before GtkWindow's class handler, which would then hand the key to the
    /// focus widget a second time.
    var keyHandlers: [(connection: SignalConnection, handler: @MainActor (KeyPress) -> Bool)] = []
    /// Ids for `keyHandlers`, counted down from the top so they never meet GObject's handler
    /// ids (counted up from 1), which `disconnect` takes as well.
    static var lastKeyHandlerID = UInt.max

    override func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        addKeyHandler(handler)
    }

    override func disconnect(_ connection: SignalConnection) {
        keyHandlers.removeAll { $0.connection == connection }
        super.disconnect(connection)
    }

    /// The toolkit's order for a key (see `NativeWindow.onKeyPress`), as GIMP's windows do it:
    /// GtkWindow's default handler tries accelerators and mnemonics before the focus widget,
    /// so an accelerator on Delete would take Delete from an entry. Connected first on the
    /// window and always TRUE, so GtkWindow's default handler never runs; its three steps are
    /// called here in the toolkit's order, with the window's handlers between.
    private func routeKey(_ event: UnsafeMutablePointer<GdkEventKey>) -> Bool {
        if gtk_window_propagate_key_event(window, event) != 0 { return true }
        if let key = GtkKeys.keyPress(from: event.pointee), runKeyHandlers(key) { return true }
        guard !isDestroyed else { return true }
        if gtk_window_activate_key(window, event) != 0 { return true }
        // GtkWindow's (and GtkWidget's) key bindings: Tab moves the focus, a dialog's Escape.
        _ = gtk_bindings_activate_event(GObjectBridge.cast(widget), event)
        return true
    }

    /// A GDK_KEY_PRESS for this window's GdkWindow through `gtk_main_do_event`, which routes it
    /// as GTK routes the keyboard's (to the modal window holding the grab, if any). The window
    /// that gets the key is made the active one first, as the keyboard's window always is:
    /// GTK moves the focus differently in an inactive window (Tab can't leave a focused
    /// button there, as gtk_widget_has_focus is false), and a person never types into one.
    func simulateKeyPress(_ key: KeyPress) {
        guard !isDestroyed else { return }
        gtk_widget_realize(widget)
        activateKeyboardWindow()
        guard let gdkWindow = gtk_widget_get_window(widget) else { return }
        GtkKeys.send(key, to: gdkWindow)
    }

    /// Gives the keyboard's window (the modal window holding the grab, else this one) the
    /// display's input focus and waits for GTK to see it active (the X server's FocusIn), at
    /// most 2 s. Without a window manager (Xvfb) gdk_window_focus sets the X input focus
    /// itself; a window not yet mapped can't take it, and then the key goes to an inactive
    /// window. (Keys that did nothing under load were not a late FocusIn, as once thought:
    /// a shortcuts window left up by an earlier test held the grab; see GtkStandardWindow.)
    private func activateKeyboardWindow() {
        var target = window
        if let grab = gtk_grab_get_current(), let top = gtk_widget_get_toplevel(grab),
           GObjectBridge.isInstance(top, of: gtk_window_get_type()) {
            target = GObjectBridge.cast(top)
        }
        guard gtk_window_is_active(target) == 0,
              let gdkWindow = gtk_widget_get_window(GObjectBridge.cast(target)) else { return }
        gdk_window_focus(gdkWindow, guint32(GDK_CURRENT_TIME))
        let deadline = g_get_monotonic_time() + 2_000_000
        while gtk_window_is_active(target) == 0, g_get_monotonic_time() < deadline {
            if gtk_events_pending() != 0 {
                gtk_main_iteration_do(0)
            } else {
                g_usleep(1_000)
            }
        }
    }

    /// Delivers a GDK_DELETE event through `gtk_main_do_event`, exactly as one from the window
    /// manager arrives (modal grabs of other windows are respected as well). The event must
    /// name the GdkWindow, so a window that was never shown is realized first.
    func simulateCloseRequest() {
        guard !isDestroyed else { return }
        Self.deliverCloseRequest(to: widget)
    }

    /// The same for any GtkWindow (GTK's standard windows have no wrapper of this class).
    static func deliverCloseRequest(to window: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_realize(window)
        guard let gdkWindow = gtk_widget_get_window(window), let event = gdk_event_new(GDK_DELETE) else { return }
        // gdk_event_free unrefs the window, so the event takes a reference of its own.
        event.pointee.any.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.any.send_event = 1
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}
#endif // GTK3
