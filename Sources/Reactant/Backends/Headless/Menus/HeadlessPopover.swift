/// A GtkPopover stand-in. As in GTK, its parent is the window of the widget it points at
/// (set when it opens) though the window doesn't list it among its children, and it is
/// visible only while open, so what it holds is reachable only then.
@MainActor
public final class HeadlessPopover: HeadlessWidget, NativePopover {
    /// The headless widget it points at, held weakly (`relativeTo` as the headless type).
    public private(set) weak var pointedWidget: HeadlessWidget?
    /// The menu it shows; setting one lets go of a held widget, as gtk_popover_bind_model
    /// replaces the popover's child.
    public var menu: MenuModel? {
        didSet { if menu != nil, let held = children.first { detach(held) } }
    }
    /// The rectangle inside the pointed-at widget it points at; nil for the whole widget.
    public var pointingTo: (x: Double, y: Double, width: Double, height: Double)?
    static let closed = HeadlessSignal<@MainActor () -> Void>("closed")

    init(relativeTo widget: HeadlessWidget?, backend: HeadlessBackend) {
        pointedWidget = widget
        super.init(kind: .container, backend: backend, isVisible: false)
    }

    /// The widget it points at; nil once that widget is freed.
    public var relativeTo: (any NativeWidget)? { pointedWidget }

    /// Points it at `widget`; a widget of another backend is refused with a `Diagnostics` error
    /// and the popover keeps pointing where it did.
    public func point(at widget: any NativeWidget) {
        guard let widget = widget as? HeadlessWidget else {
            Diagnostics.error("A popover can't point at a \(type(of: widget)); objects of two backends can't be mixed.")
            return
        }
        pointedWidget = widget
    }
    /// True while it is open (visible, as GTK shows a popover only while it is open).
    public var isOpen: Bool { isVisible }

    /// The widget it holds; setting one drops the menu and the previous widget, nil empties it.
    /// A widget that can't be adopted (it has a parent already, or is of another backend) leaves
    /// it empty, with a diagnostic.
    public var content: (any NativeWidget)? {
        get { children.first }
        set {
            if let held = children.first { detach(held) }
            guard let newValue, let child = adoptable(newValue) else { return }
            menu = nil
            attach(child)
        }
    }

    /// The window's focus widget before the popover opened, given back when it closes.
    private weak var focusBefore: HeadlessWidget?

    /// GTK shows a popover only when the widget it points at is on screen. A (modal) GtkPopover
    /// takes the window's focus while open: it unsets the focus widget and moves the focus
    /// into itself as Tab would (gtk_popover_apply_modality), so nothing in the window keeps it.
    public func popup() {
        guard let pointedWidget, pointedWidget.isEffectivelyVisible, let window = pointedWidget.rootWindow,
              window.isVisible else { return }
        parent = window
        isVisible = true
        window.popoverOpened(self)
        focusBefore = window.focusWidget
        window.focusWidget = nil
        firstFocusable()?.focusFromKeyboard()
        // A menu's first item that can be chosen takes the focus (GTK's model buttons).
        focusedItem = sensitiveItemIndices.first
    }

    /// Closing gives the focus back to the widget that had it, if it still can take it.
    public func popdown() {
        guard isVisible else { return }
        isVisible = false
        focusedItem = nil
        if let window = parent as? HeadlessWindow {
            window.popoverClosed(self)
            if let focus = window.focusWidget, focus.isInside(self) { window.focusWidget = nil }
            if let focusBefore, focusBefore.rootWindow === window { focusBefore.grabFocus() }
        }
        focusBefore = nil
        emit(Self.closed) { $0() }
    }

    /// Calls `handler` each time it closes (an item chosen, Escape, a click outside, `popdown()`).
    public func onClosed(_ handler: @escaping @MainActor () -> Void) {
        _ = connect(Self.closed, handler)
    }

    /// GTK's menu tracker: an item is sensitive while its action exists for the widget the
    /// popover points at (its window's `win.*`, the application's `app.*`) and is enabled.
    public var shownItems: [ShownMenuItem] {
        guard let menu else { return [] }
        return menu.sections.enumerated().flatMap { index, section in
            section.items.map { item in
                ShownMenuItem(label: item.label, detailedAction: item.detailedAction,
                              isSensitive: action(for: item.detailedAction)?.isEnabled == true, section: index)
            }
        }
    }

    private func action(for detailedName: String) -> (any NativeAction)? {
        let (scope, name, _) = DetailedActionName.split(detailedName)
        let window = pointedWidget?.rootWindow
        switch scope {
        case "win": return window?.action(named: name)
        case "app": return window?.application?.action(named: name)
        default: return nil
        }
    }

    // MARK: Keys (GtkPopover's Escape; the focus moving over a menu's model buttons)

    /// The menu item with the focus, an index into the items of all sections.
    private var focusedItem: Int?

    private var sensitiveItemIndices: [Int] {
        shownItems.enumerated().filter(\.element.isSensitive).map(\.offset)
    }

    /// A key the window's focus widget left alone: Escape closes the popover; in a menu the
    /// arrow keys and Tab move the focus over the items that can be chosen (around from the
    /// last to the first, as GtkPopover's focus wraps), Enter and Space choose the focused one.
    override func handleKey(_ key: KeyPress) -> Bool {
        if key == .escape {
            popdown()
            return true
        }
        guard menu != nil else { return false }
        let choosable = sensitiveItemIndices
        let position = focusedItem.flatMap { choosable.firstIndex(of: $0) }
        switch key {
        case KeyPress(.down), KeyPress(.tab):
            guard !choosable.isEmpty else { return true }
            focusedItem = choosable[position.map { ($0 + 1) % choosable.count } ?? 0]
        case KeyPress(.up), KeyPress(.tab, modifiers: .shift):
            guard !choosable.isEmpty else { return true }
            focusedItem = choosable[position.map { ($0 + choosable.count - 1) % choosable.count } ?? choosable.count - 1]
        case KeyPress(.enter), KeyPress(.character(" ")):
            if let focusedItem, position != nil { simulateActivateItem(shownItems[focusedItem].label) }
        default:
            return false
        }
        return true
    }

    /// Activates the menu item labelled `label`: closes the popover, then runs the item's action
    /// with its target. A missing label or a disabled or missing action does nothing.
    public func simulateActivateItem(_ label: String) {
        guard let item = menu?.sections.flatMap(\.items).first(where: { $0.label == label }),
              let action = action(for: item.detailedAction), action.isEnabled else { return }
        popdown()
        action.activate(DetailedActionName.split(item.detailedAction).target.map(ActionValue.string))
    }
}

/// A GtkMenuButton stand-in: clicking it opens its popover, or closes it when open.
@MainActor
public final class HeadlessMenuButton: HeadlessWidget, NativeMenuButton {
    /// The themed icon name it shows (GNOME's primary menu: open-menu-symbolic); nil for none.
    public var iconName: String?
    private var heldPopover: HeadlessPopover?

    init(backend: HeadlessBackend) {
        super.init(kind: .menuButton, backend: backend, canFocus: true)
    }

    override var displayName: String { "menu button" }

    /// The popover a click opens. A popover of another backend is refused with a `Diagnostics`
    /// error and the old one stays.
    public var popover: (any NativePopover)? {
        get { heldPopover }
        set {
            guard let newValue else {
                heldPopover = nil
                return
            }
            guard let popover = newValue as? HeadlessPopover else {
                Diagnostics.error("A menu button's popover must be a headless popover; objects of two backends can't be mixed.")
                return
            }
            heldPopover = popover
        }
    }

    /// The menu of its popover; setting one makes a new popover pointing at the button, nil
    /// removes the popover.
    public var menu: MenuModel? {
        get { heldPopover?.menu }
        set {
            guard let newValue else {
                heldPopover = nil
                return
            }
            let popover = HeadlessPopover(relativeTo: self, backend: backend)
            popover.menu = newValue
            heldPopover = popover
        }
    }

    /// True while its popover is open.
    public var isOpen: Bool { heldPopover?.isOpen ?? false }

    /// A person's click: opens the popover, or closes it when open; without a popover, nothing.
    public func simulateClick() {
        guard let heldPopover else { return }
        if heldPopover.isOpen { heldPopover.popdown() } else { heldPopover.popup() }
    }
}
