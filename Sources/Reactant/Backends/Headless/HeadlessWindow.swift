/// A GtkWindow stand-in: one content widget, a focus widget, and on-screen state that the
/// backend's `shownWindows` follows.
/// Subclassed by the message dialog's twin (`HeadlessMessageDialog`).
@MainActor
public class HeadlessWindow: HeadlessWidget, NativeWindow {
    /// The window's title; empty for a new window.
    public var title = ""
    /// The themed icon name, kept as set (nothing shows it headless).
    public var iconName: String?
    private var size = (width: -1, height: -1)
    /// The size given by `resize`, which wins over the default size (see `+Geometry`).
    var resizedSize: LayoutSize?
    /// The size it had on screen: GTK sizes a window from its default or natural size when it
    /// is first shown and then keeps that size (growing only to a larger minimum), so content
    /// whose natural size grows later doesn't widen it.
    var shownSize: LayoutSize?
    /// Its handlers answer whether the window may close (see `simulateCloseRequest`).
    static let deleteEvent = HeadlessSignal<@MainActor () -> Bool>("delete-event")
    private var titlebarWidget: HeadlessWidget?
    /// Told once at the next `close()`, where the window leaves its application.
    private var closeObservers: [@MainActor () -> Void] = []
    /// Weak because it is always inside `content`, which holds it. Every change is told to
    /// the old focus widget, then to the new one, as GTK's notify::is-focus tells them.
    weak var focusWidget: HeadlessWidget? {
        didSet {
            guard oldValue !== focusWidget else { return }
            oldValue?.focusDidChange(false)
            focusWidget?.focusDidChange(true)
        }
    }

    /// The application the window was added to, until it closes (gtk_window_get_application).
    weak var application: HeadlessApplication?
    private var actionMap = HeadlessActionMap()

    init(backend: HeadlessBackend) {
        super.init(kind: .window, backend: backend, isVisible: false)
    }

    /// Adds a `win.*` action, replacing one of the same name; an action of another backend is
    /// refused with an error.
    public func addAction(_ action: any NativeAction) { actionMap.add(action) }
    /// Takes the `win.*` action `name` out; nothing happens when there is none.
    public func removeAction(named name: String) { actionMap.remove(named: name) }
    /// The `win.*` action called `name`, or nil.
    public func action(named name: String) -> (any NativeAction)? { actionMap.action(named: name) }
    /// The names of the window's actions, sorted.
    public var actionNames: [String] { actionMap.names }

    /// A window's visibility is whether it is on screen, as in GTK, where showing a window
    /// and setting it visible are the same call.
    override public var isVisible: Bool {
        didSet {
            guard isVisible != oldValue else { return }
            backend.updateGrab(of: self)
            if isVisible {
                backend.windowDidShow(self)
                // gtk_window_show moves the focus to the first focusable widget, as Tab
                // would, when the window has no focus widget yet.
                // The content first, then the title bar (gtk_window_focus's order).
                if focusWidget == nil { (firstFocusable() ?? titlebarWidget?.firstFocusable())?.focusFromKeyboard() }
            } else {
                // A window that goes takes its open popovers (menus) with it.
                for popover in openPopovers.reversed() { popover.popdown() }
                backend.windowDidHide(self)
            }
        }
    }

    /// True between `present()` and `close()` (the window's visible flag).
    public var isShown: Bool { isVisible }
    /// The widget that has the keyboard focus in this window, or nil.
    public var focusedWidget: (any NativeWidget)? { focusWidget }

    /// The window's one child; a widget already in another parent or of the GTK backend is refused
    /// with an error.
    public var content: (any NativeWidget)? {
        get { children.first }
        set { setSoleChild(newValue) }
    }

    /// GTK's rules: -1 means unset, 0 is stored as 1, and a size with anything below -1 is
    /// refused (GTK with a critical warning; both backends report it instead).
    public var defaultSize: (width: Int, height: Int) {
        get { size }
        set {
            guard newValue.width >= -1, newValue.height >= -1 else {
                Diagnostics.error("A window's default size can't be \(newValue.width)×\(newValue.height); use -1 to leave it unset.")
                return
            }
            size = (newValue.width == 0 ? 1 : newValue.width, newValue.height == 0 ? 1 : newValue.height)
        }
    }

    /// Shows the window; a window already shown stays where it is in `shownWindows`.
    public func present() {
        isVisible = true
        layoutContent()
    }

    /// As gtk_window_resize: the size the window gets, never below what its content needs.
    public func resize(width: Int, height: Int) {
        resizedSize = LayoutSize(width: max(width, 1), height: max(height, 1))
        if isVisible { layoutContent() }
    }

    /// No window manager to say otherwise: a maximized window stays so until set back.
    public var isMaximized = false

    /// The size the last layout gave it, else the size it would get.
    public var unmaximizedSize: (width: Int, height: Int) {
        if let allocation { return (allocation.width, allocation.height) }
        if let resizedSize { return (resizedSize.width, resizedSize.height) }
        return size
    }

    /// Hides the window without asking the close-request handlers; its content and focus
    /// widget stay for when it is presented again.
    public func close() {
        isVisible = false
        let observers = closeObservers
        closeObservers.removeAll()
        for observer in observers { observer() }
    }

    /// Calls `body` at the next `close()` (for the application, which lets go of the window).
    func whenClosed(_ body: @escaping @MainActor () -> Void) {
        closeObservers.append(body)
    }

    /// Called when a close is requested (`simulateCloseRequest`, the header bar's close button);
    /// return false to keep the window open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect(Self.deleteEvent, handler)
    }

    /// Asks every handler, in connection order, and closes unless one of them said no. (GTK's
    /// delete-event stops at the first handler that keeps the window open; the shared rule
    /// asks them all, so the GTK backend collects the answers itself.)
    public func simulateCloseRequest() {
        // gtk_main_do_event drops a delete event for a window outside the grab.
        if let grab = backend.currentGrab, grab !== self { return }
        var keepOpen = false
        emit(Self.deleteEvent) { allowsClosing in
            if !allowsClosing() { keepOpen = true }
        }
        if !keepOpen { close() }
    }

    /// The window this one stays above; set to itself it is refused (nil), as GTK refuses it.
    public weak var transientFor: (any NativeWindow)? {
        didSet {
            // GTK refuses a window being transient for itself; so does the GTK backend.
            if transientFor === self { transientFor = nil }
        }
    }

    /// Whether, while shown, it takes the keyboard and blocks other windows' close requests (GTK's
    /// grab stack).
    public var isModal = false {
        didSet { backend.updateGrab(of: self) }
    }

    /// The widget in the title bar's place (a header bar); its parent is the window, though it is
    /// not among the window's children (`content`).
    public var titlebar: (any NativeWidget)? {
        get { titlebarWidget }
        set {
            // The old bar is unparented, which unsets a focus inside it, as in GTK.
            replaceChild(titlebarWidget, with: newValue) { bar in
                // The title bar's parent is the window (as gtk_widget_get_parent says in GTK),
                // but it is not one of the window's children.
                bar?.parent = self
                titlebarWidget = bar
            }
        }
    }

    /// The toolkit's routing of a key in GtkWindow (see `NativeWindow.onKeyPress`): the window
    /// holding the grab gets the key (this one when none does); an insensitive window swallows
    /// it; then the focus widget and its ancestors, nearest first (each one's handlers, then
    /// what the widget itself does with the key); then the window's handlers in connection
    /// order; then the application's accelerators; then GtkWindow's key bindings: Enter and
    /// Space click a focused button, Tab moves the focus forward, Shift+Tab backward.
    public func simulateKeyPress(_ key: KeyPress) {
        let target = backend.currentGrab ?? self
        guard target.isSensitive else { return }
        if target.focusWidget?.offerKeyPress(key) == true { return }
        // A popover holds the focus while open (a menu's items are not widgets here).
        if target.focusWidget == nil, let popover = target.openPopovers.last, popover.handleKey(key) { return }
        if target.runKeyHandlers(key) { return }
        if let application = target.application, application.activateAccelerator(key, in: target) { return }
        // GtkWindow's activate-focus (Space) and activate-default (Enter) bindings: with no
        // default widget, both activate the focus widget, which clicks a button. They come
        // last, so a dialog's Enter reaches its controller first.
        if key.modifiers.isEmpty, key.key == .enter || key.key == .character(" "),
           let button = target.focusWidget as? HeadlessButton {
            button.simulateClick()
            return
        }
        if key == KeyPress(.tab) { target.moveFocus(backward: false) }
        if key == KeyPress(.tab, modifiers: .shift) { target.moveFocus(backward: true) }
    }

    /// Tab and Shift+Tab as gtk_window_focus walks them in the active window (checked against
    /// GTK 3.24 under Xvfb): on from the focus widget within the part it is in, the content or
    /// the title bar (see `nextFocusable(after:)`, `previousFocusable(before:)`). Off the end
    /// of that part, the focus is unset and the walk starts again from the other part when
    /// the focus was in the content and there is a title bar, else from the content, then the
    /// title bar: past the content's last widget come the header bar's buttons, and then the
    /// content's first widget again. With no focus widget: the content's first (last) widget.
    private func moveFocus(backward: Bool) {
        let content = children.first
        let focused = focusWidget
        let part = [content, titlebarWidget].compactMap { $0 }.first { focused?.isInside($0) == true }
        if let focused, let part {
            let next = backward ? part.previousFocusable(before: focused) : part.nextFocusable(after: focused)
            if let next {
                next.focusFromKeyboard()
                return
            }
        }
        if focused != nil { focusWidget = nil }
        let startsInTitlebar = titlebarWidget != nil && part != nil && part !== titlebarWidget
        let order = startsInTitlebar ? [titlebarWidget, content] : [content, titlebarWidget]
        for candidate in order.compactMap({ $0 }) {
            if let found = backward ? candidate.lastFocusable() : candidate.firstFocusable() {
                found.focusFromKeyboard()
                return
            }
        }
    }

    /// The popovers open on this window, oldest first.
    private var popoverBoxes: [WeakPopover] = []
    var openPopovers: [HeadlessPopover] { popoverBoxes.compactMap(\.popover) }

    private struct WeakPopover {
        weak var popover: HeadlessPopover?
    }

    func popoverOpened(_ popover: HeadlessPopover) {
        popoverBoxes.removeAll { $0.popover == nil || $0.popover === popover }
        popoverBoxes.append(WeakPopover(popover: popover))
    }

    func popoverClosed(_ popover: HeadlessPopover) {
        popoverBoxes.removeAll { $0.popover == nil || $0.popover === popover }
    }

    func setFocus(_ widget: HeadlessWidget) {
        focusWidget = widget
    }

    /// GTK unsets a window's focus when the focus widget, or a widget around it, is hidden,
    /// made insensitive or taken out of the window.
    func unsetFocus(inside subtree: HeadlessWidget) {
        if let focused = focusWidget, focused.isInside(subtree) { focusWidget = nil }
    }
}
