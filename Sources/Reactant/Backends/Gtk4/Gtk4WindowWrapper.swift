#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A window is libadwaita's AdwApplicationWindow (a GtkApplicationWindow: its action map holds
/// the `win.*` actions). libadwaita windows have no title bar slot: the header bar is the first
/// child of a vertical box that is the window's content, above the toolkit's content.
@MainActor
class Gtk4WindowWrapper: Gtk4WidgetWrapper, NativeWindow {
    var closeRefused = false
    /// The box holding the title bar and the content; owned by the window.
    private let frameBox: UnsafeMutablePointer<GtkWidget>
    private var heldTitlebar: Gtk4WidgetWrapper?
    private var heldContent: Gtk4WidgetWrapper?

    convenience init() {
        // adw_application_window_new needs the application at once; the toolkit adds a window
        // to its application later (gtk_application_add_window), as GTK allows.
        let window = g_object_new_with_properties(adw_application_window_get_type(), 0, nil, nil)!
        let frameBox = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        adw_application_window_set_content(UnsafeMutablePointer(OpaquePointer(window)), frameBox)
        self.init(window: UnsafeMutablePointer(OpaquePointer(window)), frameBox: frameBox)
    }

    /// Wraps a new window of another kind (a message dialog) whose title bar and content go
    /// into `frameBox`, which the window already holds.
    init(window: UnsafeMutablePointer<GtkWidget>, frameBox: UnsafeMutablePointer<GtkWidget>) {
        self.frameBox = frameBox
        super.init(widget: window, kind: .window, isToplevel: true)
        connect("destroy") { [weak self] _ in
            self?.isDestroyed = true
            self?.heldTitlebar = nil
            self?.heldContent = nil
            return false
        }
        reportShowingToBackend()
        closeUnlessRefused()
        // Runs after GtkWindow made the surface and before it asks for its first size.
        connect("realize", after: true) { [weak self] _ in
            if let self, let size = sizeBeforeRealize { setSurfaceDefaultSize(size) }
            return false
        }
        connect("notify::focus-widget", shape: .oneArgument) { [widget] _ in
            Gtk4FocusLoss.watchFocus(of: widget)
            Gtk4FocusWatch.focusDidChange()
            return false
        }
        _ = keyPressController
        Gtk4HelpKey.install(on: self)
        // GtkWindow makes its accelerators' controller when it joins an application.
        connect("notify::application", shape: .oneArgument) { [weak self] _ in
            self?.runApplicationAcceleratorsLast()
            return false
        }
    }

    // MARK: win.* actions

    var actionMap = GtkActionMap()
    var actionMapPointer: OpaquePointer { OpaquePointer(widget) }

    var title: String {
        get { Gtk4Object.string(gtk_window_get_title(window)) ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    var content: (any NativeWidget)? {
        get { heldContent }
        set {
            if let current = heldContent, current === newValue { return }
            guard let newValue else {
                if let current = heldContent { release(current) }
                heldContent = nil
                return
            }
            guard let adopted = adoptable(newValue) else { return }
            if let current = heldContent { release(current) }
            // The content takes the height the title bar leaves.
            gtk_widget_set_vexpand(adopted.widget, 1)
            hold(adopted) { gtk_box_append(Gtk4Object.cast(frameBox), $0) }
            heldContent = adopted
        }
    }

    var titlebar: (any NativeWidget)? {
        get { heldTitlebar }
        set {
            if let current = heldTitlebar, current === newValue { return }
            if let current = heldTitlebar { release(current) }
            heldTitlebar = nil
            guard let newValue, let bar = adoptable(newValue) else { return }
            hold(bar) { gtk_box_prepend(Gtk4Object.cast(frameBox), $0) }
            heldTitlebar = bar
        }
    }

    /// The content only: the title bar is not one of the window's children (as on GTK 3).
    override var nativeChildren: [any NativeWidget] {
        heldContent.map { [$0] } ?? []
    }

    override func release(_ child: Gtk4WidgetWrapper) {
        if gtk_widget_get_parent(child.widget) == frameBox {
            child.unsetFocusInside()
            gtk_box_remove(Gtk4Object.cast(frameBox), child.widget)
        }
        heldChildren[ObjectIdentifier(child)] = nil
        if child.heldBy === self { child.heldBy = nil }
        if child === heldContent { heldContent = nil }
        if child === heldTitlebar { heldTitlebar = nil }
    }

    /// The size the app asked for, as GTK 3's gtk_window_get_default_size reads it: GTK 4
    /// overwrites its default size with the window's size whenever that changes (taller
    /// content, the person resizing), so what was asked is kept here.
    private var requestedDefaultSize: (width: Int, height: Int)?

    /// The window's own size, as on GTK 3: GTK 4's default size is its surface's, which
    /// holds the client-side shadow (or the resize border without a compositor) around it.
    var defaultSize: (width: Int, height: Int) {
        get { requestedDefaultSize ?? currentSize }
        set {
            guard Self.isValidDefaultSize(newValue) else { return }
            requestedDefaultSize = newValue
            setSurfaceDefaultSize(newValue)
        }
    }

    /// GTK 4's default size without the surface's frame: the window's size while it isn't
    /// maximized (-1 where unset).
    private var currentSize: (width: Int, height: Int) {
        var width: gint = -1
        var height: gint = -1
        gtk_window_get_default_size(window, &width, &height)
        let frame = surfaceFrame
        return (width > 0 ? Int(width) - frame.width : Int(width), height > 0 ? Int(height) - frame.height : Int(height))
    }

    /// The size asked for before the window had a surface, applied with the frame once it has.
    private var sizeBeforeRealize: (width: Int, height: Int)?

    private func setSurfaceDefaultSize(_ size: (width: Int, height: Int)) {
        let realized = gtk_widget_get_realized(widget) != 0
        sizeBeforeRealize = realized ? nil : size
        let frame = surfaceFrame
        gtk_window_set_default_size(window, gint(size.width > 0 ? size.width + frame.width : size.width),
                                    gint(size.height > 0 ? size.height + frame.height : size.height))
    }

    /// How much wider and taller the surface is than the window: measured once laid out,
    /// twice the window's offset in its surface before; nothing before it has a surface.
    private var surfaceFrame: (width: Int, height: Int) {
        guard gtk_widget_get_realized(widget) != 0, let surface = gtk_native_get_surface(OpaquePointer(widget)) else { return (0, 0) }
        let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
        if width > 0, height > 0 {
            return (max(0, Int(gdk_surface_get_width(surface)) - width), max(0, Int(gdk_surface_get_height(surface)) - height))
        }
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(OpaquePointer(widget), &x, &y)
        return (Int(x * 2), Int(y * 2))
    }

    var maximizeRequested = false

    /// GTK 4 keeps the default size at the size of the window while it isn't maximized, which
    /// is what GNOME apps save.
    var unmaximizedSize: (width: Int, height: Int) { currentSize }

    /// GTK 4 has no gtk_window_resize: a new default size is the size the window asks for.
    func resize(width: Int, height: Int) {
        setSurfaceDefaultSize((max(width, 1), max(height, 1)))
    }

    func present() {
        guard !isDestroyed else {
            Diagnostics.warning("present(): the window \"\(title)\" was destroyed; create a new window instead.")
            return
        }
        let hadFocus = gtk_window_get_focus(window) != nil
        gtk_window_present(window)
        // GTK 3 looks for a window's first focus in its content first, and in its title bar
        // only when the content has nothing to focus; libadwaita has no title bar slot, so
        // GTK 4 sees the header bar as content before the toolkit's and may focus one of its
        // buttons. The content takes it from there when it can; else the bar keeps it.
        if !hadFocus, let bar = heldTitlebar, bar.containsFocus, let content = heldContent {
            _ = content.focusInside()
        }
    }

    /// gtk_window_close asks as the window manager's close button does (close-request).
    /// While another modal window is up, GTK 4 would still ask this one; the toolkit's rule
    /// (ignored, as GTK 3's grab had it) is kept here.
    func simulateCloseRequest() {
        guard !isDestroyed else { return }
        if let modal = Gtk4Backend.shared?.shownWindows.last(where: { $0.isModal }) as? Gtk4WindowWrapper,
           modal !== self { return }
        gtk_window_close(window)
    }

    // MARK: Keys

    /// The window's own key controller (bubble phase: after the focus widget and its
    /// ancestors), where the toolkit's window handlers run in connection order.
    private lazy var keyPressController: OpaquePointer = addKeyController()

    /// GtkWindow runs the application's accelerators (gtk_application_set_accels_for_action)
    /// from a shortcut controller of its own in the capture phase, before the focus widget:
    /// an accelerator on Delete or Ctrl+A would take those keys from a focused entry. The
    /// toolkit's order (`NativeWindow.onKeyPress`) has them last, as the GTK 3 backend does:
    /// that controller is moved to the bubble phase, after the window's own key controller
    /// (made with the window, before it joins an application).
    private func runApplicationAcceleratorsLast() {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            let controller = OpaquePointer(item)
            if Gtk4Object.string(gtk_event_controller_get_name(controller)) == "gtk-application-shortcuts" {
                // Removing takes the widget's reference; the one from get_item goes back with add.
                gtk_widget_remove_controller(widget, controller)
                gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_BUBBLE)
                gtk_widget_add_controller(widget, controller)
                return
            }
            g_object_unref(item)
        }
    }

    var keyHandlers: [(connection: SignalConnection, handler: @MainActor (KeyPress) -> Bool)] = []
    static var lastKeyHandlerID = UInt.max

    override func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        if keyHandlers.isEmpty {
            offerEnterOnAButtonFirst()
            onKeyPressed(of: keyPressController) { [weak self] key in self?.runKeyHandlers(key) ?? false }
        }
        return addKeyHandler(handler)
    }

    override func disconnect(_ connection: SignalConnection) {
        keyHandlers.removeAll { $0.connection == connection }
        super.disconnect(connection)
    }

    /// GTK 4's GtkButton takes Enter itself (a class shortcut for activate, on the focus
    /// widget); GTK 3's leaves Enter to the window, which runs its handlers (a dialog's Enter
    /// for its affirmative button) before an unhandled Enter activates the focused button.
    /// So Enter on a focused button goes first, in the capture phase, to what GTK 3 runs
    /// before that: the key handlers of the button's ancestors, then the window's.
    private func offerEnterOnAButtonFirst() {
        addKeyController(phase: GTK_PHASE_CAPTURE) { [weak self] key in
            guard let self, key.key == .enter,
                  let focus = gtk_window_get_focus(window),
                  g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(focus)), gtk_button_get_type()) != 0
            else { return false }
            var node = gtk_widget_get_parent(focus)
            while let current = node, current != widget {
                if let wrapper = Self.wrapper(of: current), wrapper.emitKeyPressed(key) { return true }
                node = gtk_widget_get_parent(current)
            }
            return runKeyHandlers(key)
        }
    }

    /// A key press as the keyboard delivers it, through the X server (see `Gtk4XInput`), to
    /// the newest shown modal window while one is up (GTK's modality), else this one. Where
    /// that can't be (not X11, a key without a key code), the key goes through the toolkit's
    /// key controllers only: the focus widget's and its ancestors' key-pressed emitted in
    /// turn, then the window's (what GTK's own widgets do with the key is not reached then).
    func simulateKeyPress(_ key: KeyPress) {
        guard !isDestroyed else { return }
        let target = (Gtk4Backend.shared?.shownWindows.last(where: { $0.isModal }) as? Gtk4WindowWrapper) ?? self
        if Gtk4XInput.press(key, in: target.widget) { return }
        var node = target.windowFocusOrSelf
        if key == Gtk4HelpKey.key { return Gtk4HelpKey.offerToFocus(key, focus: node) }
        while let current = node, current != target.widget {
            if let wrapper = Self.wrapper(of: current), wrapper.emitKeyPressed(key) { return }
            node = gtk_widget_get_parent(current)
        }
        _ = target.runKeyHandlers(key)
    }

    private var windowFocusOrSelf: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) ?? widget }
}
#endif // GTK4
