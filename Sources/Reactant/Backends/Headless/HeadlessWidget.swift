/// The in-memory stand-in for a GtkWidget: the state every kind of widget shares.
///
/// Parents hold their children strongly and children their parent weakly, so dropping the
/// last Swift reference to the top of a tree releases the whole tree, as unreffing a GTK
/// toplevel does. Tree and focus rules live in the `+Tree` and `+Focus` extensions.
@MainActor
public class HeadlessWidget: NativeWidget {
    /// The widget family, as the twin was made.
    public let kind: WidgetKind
    /// Source of connection ids; kept strongly so a widget never outlives its id source.
    let backend: HeadlessBackend

    /// New widgets are visible (the GTK backend shows each widget it makes); windows are the
    /// exception and stay hidden until presented, as in GTK.
    public var isVisible: Bool {
        didSet {
            // gtk_widget_hide unsets the window's focus when it was this widget or inside it;
            // hiding the window itself keeps its focus widget for when it is shown again.
            if oldValue && !isVisible { enclosingWindow?.unsetFocus(inside: self) }
        }
    }

    /// The widget's own sensitivity; making it (or through it, a widget inside) insensitive drops
    /// the window's focus from it, as GTK does.
    public var isSensitive = true {
        didSet {
            // GTK drops the focus of a widget that becomes insensitive, also through an
            // insensitive ancestor or an insensitive window (checked against GTK 3.24).
            if oldValue && !isSensitive { rootWindow?.unsetFocus(inside: self) }
        }
    }

    /// True when the widget and every ancestor are sensitive.
    public var isEffectivelySensitive: Bool { lineage.allSatisfy(\.isSensitive) }
    /// A page of a stack counts only while it is the stack's visible page (GTK unmaps the rest).
    public var isEffectivelyVisible: Bool {
        lineage.allSatisfy { widget in
            widget.isVisible && widget.parent?.showsChild(widget) ?? true
        }
    }

    /// Whether Tab and a grab can give it the keyboard focus: each twin says so as it is made
    /// (`init(kind:backend:canFocus:)`), as GTK's can-focus default of that widget: entries,
    /// buttons, toggles, a scrolled window, list rows and flow items do; labels, boxes and
    /// windows don't.
    public var canFocus: Bool { takesFocus }
    private let takesFocus: Bool

    /// The CSS classes, in the order added, each once; headless they only label the widget (nothing
    /// is styled).
    public private(set) var styleClasses: [String] = []
    /// The colours set from code, kept as given; nothing is drawn headless, so a read gives back
    /// what was set.
    public var colors = WidgetColors()

    /// Nil until set, although GTK itself answers the type name (the GTK backend keeps track).
    public var widgetName: String?

    /// The tooltip text; an empty one reads back as nil, as GTK stores it.
    public var tooltip: String? {
        // GTK stores an empty tooltip as no tooltip at all.
        didSet { if tooltip?.isEmpty == true { tooltip = nil } }
    }

    /// The name a screen reader would announce, kept as set (nil until set).
    public var accessibleLabel: String?
    /// The longer accessible text, kept as set; no tooltip fallback.
    public var accessibleDescription: String?
    /// Relations, states and role (`+Accessibility`).
    var accessibility = HeadlessAccessibility()
    /// Margins, expansion, alignment and minimum size, which the headless layout pass reads.
    public var layout = WidgetLayout()
    /// Where the last layout pass put the widget, in its window's coordinates (see `+Geometry`).
    var allocation: LayoutRect?

    /// The widgets inside this one, in order (a container's children, a button's or window's
    /// content). Only the tree operations in `+Tree` change it.
    var children: [HeadlessWidget] = []
    weak var parent: HeadlessWidget?

    /// The widgets inside, in order; a window's title bar and a popover are not among them.
    public var nativeChildren: [any NativeWidget] { children }
    /// The nearest widget around this one that is not one of `isInternal` parts.
    public var nativeParent: (any NativeWidget)? {
        var current = parent
        while let node = current, node.isInternal { current = node.parent }
        return current
    }
    /// A part of its parent that GTK makes for itself (a dialog's message and action areas):
    /// not a widget of the app's, so it is nobody's `nativeParent` (the GTK backend has no
    /// wrapper for such widgets).
    var isInternal = false

    private var finalizers: [@MainActor () -> Void] = []
    /// Every signal handler connected to this widget (see MARK: Signals).
    private var handlerBook = HeadlessHandlerBook()

    init(kind: WidgetKind, backend: HeadlessBackend, isVisible: Bool = true, canFocus: Bool = false) {
        self.kind = kind
        self.backend = backend
        self.isVisible = isVisible
        takesFocus = canFocus
    }

    isolated deinit {
        // GTK disposes a container's children before the container itself is finalized, so
        // children nobody else holds go (and report) first.
        children.removeAll()
        for finalizer in finalizers { finalizer() }
    }

    /// Adds a CSS class unless the widget has it already.
    public func addStyleClass(_ name: String) {
        guard !styleClasses.contains(name) else { return }
        styleClasses.append(name)
    }

    /// Removes a CSS class; an absent one changes nothing.
    public func removeStyleClass(_ name: String) {
        styleClasses.removeAll { $0 == name }
    }

    /// Runs `body` when the Swift object is freed, which stands for GTK's finalize in leak tests.
    public func onFinalize(_ body: @escaping @MainActor () -> Void) {
        finalizers.append(body)
    }

    // MARK: Signals

    /// Connects `handler` to `signal` of this widget; it lives until `disconnect(_:)` or the
    /// widget's end.
    func connect<Handler>(_ signal: HeadlessSignal<Handler>, _ handler: Handler) -> SignalConnection {
        handlerBook.add(handler, to: signal, as: backend.makeConnection())
    }

    /// As g_signal_handler_disconnect; a connection this widget doesn't have is ignored.
    public func disconnect(_ connection: SignalConnection) {
        handlerBook.remove(connection)
    }

    /// Runs the handlers of `signal` that are connected and not blocked, in connection order.
    func emit<Handler>(_ signal: HeadlessSignal<Handler>, _ call: (Handler) -> Void) {
        _ = emitUntilHandled(signal) { handler in
            call(handler)
            return false
        }
    }

    /// As `emit`, but stops at the first handler that says it handled the signal (GObject's
    /// boolean accumulator: key-press-event, activate-link); true when one did.
    func emitUntilHandled<Handler>(_ signal: HeadlessSignal<Handler>, _ call: (Handler) -> Bool) -> Bool {
        for connection in handlerBook.connections(to: signal) {
            if let handler = handlerBook.handler(for: connection, of: signal), call(handler) { return true }
        }
        return false
    }

    /// Runs `change` with the handlers of `signal` blocked, so that a value set from code is
    /// not reported as a person's change, as `GtkWidgetWrapper.withOwnHandlersBlocked` does
    /// (every headless handler is the toolkit's own). A handler connected during `change` is
    /// not blocked, as in GObject.
    func withOwnHandlersBlocked<Handler>(on signal: HeadlessSignal<Handler>, _ change: () -> Void) {
        let blocked = handlerBook.connections(to: signal)
        handlerBook.block(blocked)
        change()
        handlerBook.unblock(blocked)
    }

    static let keyPressEvent = HeadlessSignal<@MainActor (KeyPress) -> Bool>("key-press-event")
    static let isFocusNotify = HeadlessSignal<@MainActor (Bool) -> Void>("notify::is-focus")

    /// Called for key presses a test sends while the focus is here or inside, in connection order,
    /// before the widget's own keys; return true to use the key up.
    public func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        connect(Self.keyPressEvent, handler)
    }

    /// Runs this widget's key handlers in connection order until one handles the key, as
    /// GObject emits "key-press-event" (a TRUE stops the emission).
    func runKeyHandlers(_ key: KeyPress) -> Bool {
        emitUntilHandled(Self.keyPressEvent) { $0(key) }
    }

    /// Called with true when the widget becomes its window's focus widget and false when it stops
    /// being it.
    public func onFocusChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        connect(Self.isFocusNotify, handler)
    }

    /// Called by the window when this widget becomes or stops being its focus widget.
    func focusDidChange(_ isFocus: Bool) {
        emit(Self.isFocusNotify) { $0(isFocus) }
    }

    // MARK: Focus

    /// Like GTK's grab: refused unless the widget can focus and it and its ancestors are
    /// sensitive; then it becomes the focus of the window around it, if any. Visibility is not
    /// checked: GTK lets a hidden widget hold the focus.
    public func grabFocus() {
        guard canFocus, isEffectivelySensitive, let window = enclosingWindow else { return }
        window.setFocus(self)
    }

    /// True when this is the focus widget of the window it is in.
    public var isFocus: Bool { enclosingWindow?.focusWidget === self }

    /// The first widget Tab would reach from here, walked as gtk_widget_child_focus walks:
    /// hidden and insensitive widgets are skipped with everything inside them, a focusable
    /// widget takes the focus itself without looking inside, others are searched in
    /// `focusOrder`. The list box and the scrolled window override it with their own GTK
    /// focus handlers.
    func firstFocusable() -> HeadlessWidget? {
        guard isVisible, isSensitive else { return nil }
        if canFocus { return self }
        for child in focusOrder {
            if let found = child.firstFocusable() { return found }
        }
        return nil
    }

    /// The widget Tab reaches after `focused`, which is inside this one, as
    /// gtk_container_focus goes on: first inside the child holding the focus, then the first
    /// focusable widget of each child after it in `focusOrder`. A focusable widget holding the
    /// focus itself gives it on (nil); so does a list, which Tab leaves from any row. A
    /// scrolled window, focusable only when its content has nothing to focus, goes on inside.
    func nextFocusable(after focused: HeadlessWidget) -> HeadlessWidget? {
        guard self !== focused, !canFocus || kind == .scrolledWindow, kind != .listBox, kind != .flowBox else { return nil }
        // GtkStack hands the focus only to the page it shows.
        let order = (self as? HeadlessStack).map { stack in focusOrder.filter { stack.isShowing($0) } } ?? focusOrder
        guard let index = order.firstIndex(where: { focused.isInside($0) }) else { return nil }
        if let inside = order[index].nextFocusable(after: focused) { return inside }
        for child in order[(index + 1)...] {
            if let found = child.firstFocusable() { return found }
        }
        return nil
    }

    /// The first widget Shift+Tab reaches coming into this one: `firstFocusable()` walked from
    /// the other end. A list box gives its selected row, else its last row that can take the
    /// focus (gtk_list_box_focus); a scrolled window its content's last widget, else itself.
    func lastFocusable() -> HeadlessWidget? {
        guard isVisible, isSensitive else { return nil }
        if kind == .listBox, let list = self as? any NativeListBox {
            let rows = list.rows.compactMap { $0 as? HeadlessWidget }
            if let selected = list.selectedRow as? HeadlessWidget, selected.isVisible, selected.isSensitive {
                return selected
            }
            return rows.last { $0.isVisible && $0.isSensitive }
        }
        if canFocus && kind != .scrolledWindow { return self }
        for child in focusOrder.reversed() {
            if let found = child.lastFocusable() { return found }
        }
        return canFocus ? self : nil
    }

    /// The widget Shift+Tab reaches before `focused`, which is inside this one:
    /// `nextFocusable(after:)` walked the other way. As there, a list is left from any row.
    func previousFocusable(before focused: HeadlessWidget) -> HeadlessWidget? {
        guard self !== focused, !canFocus || kind == .scrolledWindow, kind != .listBox, kind != .flowBox else { return nil }
        let order = (self as? HeadlessStack).map { stack in focusOrder.filter { stack.isShowing($0) } } ?? focusOrder
        let reversed = Array(order.reversed())
        guard let index = reversed.firstIndex(where: { focused.isInside($0) }) else { return nil }
        if let inside = reversed[index].previousFocusable(before: focused) { return inside }
        for child in reversed[(index + 1)...] {
            if let found = child.lastFocusable() { return found }
        }
        return nil
    }

    /// The checks GTK's event path makes (a shown window, mapped, a size is not modelled),
    /// then `clickedByPointer()`. Nothing covers a widget headless: there is no stacking.
    public func simulatePrimaryClick() -> String? {
        guard let window = enclosingWindow, window.isVisible else { return "it is not in a window on screen" }
        guard isEffectivelyVisible else { return "it is not on screen (unmapped)" }
        if let grab = backend.currentGrab, grab !== window { return "the modal window '\(grab.title)' holds the pointer" }
        clickedByPointer()
        return nil
    }

    /// What a click does to this kind of widget; nothing for most.
    func clickedByPointer() {}

    /// True when the window's focus widget is this widget or inside it.
    public var containsFocus: Bool {
        guard let focus = enclosingWindow?.focusWidget else { return false }
        return focus.isInside(self)
    }

    /// GTK's child focus needs the widget on screen: mapped, in a shown window.
    public func focusInside() -> Bool {
        if containsFocus { return true }
        guard let window = enclosingWindow, window.isVisible, isEffectivelyVisible else { return false }
        firstFocusable()?.focusFromKeyboard()
        return containsFocus
    }

    /// Takes the focus as Tab gives it (a window shown without a focus widget does this to
    /// its first focusable widget); a list row also selects itself then, as in GTK.
    func focusFromKeyboard() {
        grabFocus()
    }

    /// The order keyboard focus visits the children in; grids sort theirs by position, and
    /// widgets that keep children off screen (an expander, tabs) leave those out.
    var focusOrder: [HeadlessWidget] { children }

    /// Whether `child` is on screen when this widget is: false for a stack's pages but the
    /// visible one, a collapsed expander's content, … (GTK unmaps them).
    func showsChild(_ child: HeadlessWidget) -> Bool { true }

    /// The keys the widget handles itself while it (or, for containers, something inside it)
    /// has the focus, as GTK's key bindings of that widget do; true when handled.
    func handleKey(_ key: KeyPress) -> Bool { false }

    /// How diagnostics name this widget ("label", "vertical box", …).
    var displayName: String { kind.rawValue }
}
