/// A GtkSeparator stand-in.
@MainActor
public final class HeadlessSeparator: HeadlessWidget, NativeSeparator {
    public let isVertical: Bool

    init(vertical: Bool, backend: HeadlessBackend) {
        isVertical = vertical
        super.init(kind: .separator, backend: backend)
    }
}

/// A GtkFrame stand-in.
@MainActor
public final class HeadlessFrame: HeadlessWidget, NativeFrame {
    public var title: String? {
        // GTK shows no label for an empty title (gtk_frame_set_label with "").
        didSet { if title?.isEmpty == true { title = nil } }
    }

    init(backend: HeadlessBackend) {
        super.init(kind: .frame, backend: backend)
    }

    public var content: (any NativeWidget)? {
        get { children.first }
        set { setSoleChild(newValue) }
    }
}

/// A GtkExpander stand-in: the title is what takes the focus; the content is on screen only
/// while expanded.
@MainActor
public final class HeadlessExpander: HeadlessWidget, NativeExpander {
    public var title = ""
    private var expanded = false
    static let expandedNotify = HeadlessSignal<@MainActor (Bool) -> Void>("notify::expanded")

    init(backend: HeadlessBackend) {
        super.init(kind: .expander, backend: backend, canFocus: true)
    }

    public var isExpanded: Bool {
        get { expanded }
        set { withOwnHandlersBlocked(on: Self.expandedNotify) { setExpanded(newValue) } }
    }

    /// gtk_expander_set_expanded: notify::expanded only for a change.
    private func setExpanded(_ newValue: Bool) {
        guard newValue != expanded else { return }
        expanded = newValue
        // GTK unmaps the content: a focus inside it is unset.
        if !expanded, let content = children.first { rootWindow?.unsetFocus(inside: content) }
        emit(Self.expandedNotify) { $0(expanded) }
    }

    public var content: (any NativeWidget)? {
        get { children.first }
        set { setSoleChild(newValue) }
    }

    override func showsChild(_ child: HeadlessWidget) -> Bool { isExpanded }

    override var focusOrder: [HeadlessWidget] { isExpanded ? children : [] }

    /// The expander's title takes the focus and Tab goes on into the content, which a
    /// focusable widget holding other focusable ones can't do in the shared walk; the
    /// content is walked here.
    override func nextFocusable(after focused: HeadlessWidget) -> HeadlessWidget? {
        if focused === self { return focusOrder.lazy.compactMap { $0.firstFocusable() }.first }
        guard let content = focusOrder.first, focused.isInside(content) else { return nil }
        return content.nextFocusable(after: focused)
    }

    public func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        connect(Self.expandedNotify, handler)
    }

    public func simulateToggle() -> String? {
        if let refusal = simulatePrimaryClick() { return refusal }
        setExpanded(!expanded)
        return nil
    }

    /// Space and Enter on the focused title (GtkExpander's activate binding); a key from
    /// inside the content is not the title's.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard isFocus, key.modifiers.isEmpty, key.key == .enter || key.key == .character(" ") else { return false }
        setExpanded(!expanded)
        return true
    }
}

/// A GtkRevealer stand-in. Revealing or hiding on screen with a transition runs "an
/// animation" that ends at the backend's next `processPendingEvents`; off screen, or with
/// no transition or duration, it ends at once.
@MainActor
public final class HeadlessRevealer: HeadlessWidget, NativeRevealer {
    public private(set) var isChildRevealed = false
    public var transition = RevealerTransition.slideDown
    public var transitionDuration = 250

    init(backend: HeadlessBackend) {
        super.init(kind: .revealer, backend: backend)
    }

    public var isRevealed = false {
        didSet {
            guard isRevealed != oldValue else { return }
            let animates = transition != .none && transitionDuration > 0 && rootWindow?.isVisible == true && isEffectivelyVisible
            if animates {
                backend.whenIdle { [weak self] in self?.finishTransition() }
            } else {
                finishTransition()
            }
        }
    }

    private func finishTransition() {
        isChildRevealed = isRevealed
        if !isChildRevealed, let content = children.first { rootWindow?.unsetFocus(inside: content) }
    }

    public var content: (any NativeWidget)? {
        get { children.first }
        set { setSoleChild(newValue) }
    }

    override func showsChild(_ child: HeadlessWidget) -> Bool { isRevealed || isChildRevealed }
    override var focusOrder: [HeadlessWidget] { isRevealed || isChildRevealed ? children : [] }
}

/// A GtkPaned stand-in: the two children and the handle's position as set.
@MainActor
public final class HeadlessPaned: HeadlessWidget, NativePaned {
    public let isVertical: Bool
    private weak var startChild: HeadlessWidget?
    private weak var endChild: HeadlessWidget?
    private var storedPosition: Int?

    init(vertical: Bool, backend: HeadlessBackend) {
        isVertical = vertical
        super.init(kind: .paned, backend: backend)
    }

    public var start: (any NativeWidget)? {
        get { startChild }
        set { place(newValue, start: true) }
    }

    public var end: (any NativeWidget)? {
        get { endChild }
        set { place(newValue, start: false) }
    }

    /// The start child comes first among the children, whatever order they were set in.
    private func place(_ widget: (any NativeWidget)?, start: Bool) {
        replaceChild(start ? startChild : endChild, with: widget) { adopted in
            if start { startChild = adopted } else { endChild = adopted }
            children = [startChild, endChild].compactMap { $0 }
            adopted?.parent = self
        }
    }

    public var position: Int? {
        get { storedPosition }
        set {
            guard let newValue else { storedPosition = nil; return }
            guard newValue >= 0 else {
                Diagnostics.warning("A paned's position can't be \(newValue); it is left at \(storedPosition.map(String.init) ?? "unset").")
                return
            }
            storedPosition = newValue
        }
    }
}

/// A GtkStack with a GtkStackSwitcher, as one node: the pages are its children, the switcher
/// buttons are GTK's details.
@MainActor
public final class HeadlessTabs: HeadlessWidget, NativeTabs {
    public private(set) var titles: [String] = []
    private var selected: Int?
    static let visibleChildNotify = HeadlessSignal<@MainActor (Int) -> Void>("notify::visible-child")

    init(backend: HeadlessBackend) {
        super.init(kind: .tabs, backend: backend)
    }

    public func addPage(_ page: any NativeWidget, title: String) {
        guard let child = adoptable(page) else { return }
        attach(child)
        titles.append(title)
        if selected == nil { selected = 0 }
    }

    /// As GtkStack: when the shown page goes, the first remaining one is shown.
    public func removePage(_ page: any NativeWidget) {
        guard let child = page as? HeadlessWidget, child.parent === self,
              let index = children.firstIndex(where: { $0 === child }) else { return }
        detach(child)
        titles.remove(at: index)
        if let current = selected {
            if current == index { selected = titles.isEmpty ? nil : 0 } else if current > index { selected = current - 1 }
        }
    }

    public var selectedIndex: Int? {
        get { selected }
        set {
            guard let newValue, titles.indices.contains(newValue) else { return }
            withOwnHandlersBlocked(on: Self.visibleChildNotify) { select(newValue) }
        }
    }

    override func showsChild(_ child: HeadlessWidget) -> Bool {
        guard let selected else { return false }
        return children.indices.contains(selected) && children[selected] === child
    }

    override var focusOrder: [HeadlessWidget] { children.filter(showsChild) }

    public func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        connect(Self.visibleChildNotify, handler)
    }

    /// The click's checks as `simulatePrimaryClick`.
    public func simulateSelect(_ index: Int) -> String? {
        guard titles.indices.contains(index) else { return "it has no page \(index)" }
        if let refusal = simulatePrimaryClick() { return refusal }
        select(index)
        return nil
    }

    /// The switcher's button making page `index` the stack's visible child.
    private func select(_ index: Int) {
        guard index != selected else { return }
        selected = index
        emit(Self.visibleChildNotify) { $0(index) }
    }
}

/// The twins of this file, made for `WidgetFactory`.
extension HeadlessBackend {
    public func makeSeparator(vertical: Bool) -> any NativeSeparator { HeadlessSeparator(vertical: vertical, backend: self) }
    public func makeFrame() -> any NativeFrame { HeadlessFrame(backend: self) }
    public func makeExpander() -> any NativeExpander { HeadlessExpander(backend: self) }
    public func makeRevealer() -> any NativeRevealer { HeadlessRevealer(backend: self) }
    public func makePaned(vertical: Bool) -> any NativePaned { HeadlessPaned(vertical: vertical, backend: self) }
    public func makeTabs() -> any NativeTabs { HeadlessTabs(backend: self) }
}
