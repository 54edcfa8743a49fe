/// A GtkSeparator stand-in.
@MainActor
public final class HeadlessSeparator: HeadlessWidget, NativeSeparator {
    /// True for an upright line, as made.
    public let isVertical: Bool

    init(vertical: Bool, backend: HeadlessBackend) {
        isVertical = vertical
        super.init(kind: .separator, backend: backend)
    }
}

/// A GtkFrame stand-in.
@MainActor
public final class HeadlessFrame: HeadlessWidget, NativeFrame {
    /// The frame's title; an empty one reads back as nil, as GTK shows no label for it.
    public var title: String? {
        // GTK shows no label for an empty title (gtk_frame_set_label with "").
        didSet { if title?.isEmpty == true { title = nil } }
    }

    init(backend: HeadlessBackend) {
        super.init(kind: .frame, backend: backend)
    }

    /// The one widget inside the border; setting another takes the old one out.
    public var content: (any NativeWidget)? {
        get { children.first }
        set { setSoleChild(newValue) }
    }
}

/// A GtkExpander stand-in: the title is what takes the focus; the content is on screen only
/// while expanded.
@MainActor
public final class HeadlessExpander: HeadlessWidget, NativeExpander {
    /// The title text; empty for a new expander.
    public var title = ""
    private var expanded = false
    static let expandedNotify = HeadlessSignal<@MainActor (Bool) -> Void>("notify::expanded")

    init(backend: HeadlessBackend) {
        super.init(kind: .expander, backend: backend, canFocus: true)
    }

    /// Whether the content is shown; setting it from code calls no handler, and collapsing drops a
    /// focus inside the content.
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

    /// The widget under the title, on screen only while expanded.
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

    /// Called with the new value when a click, Space or Enter on the focused title, or
    /// `simulateToggle`, expands or collapses it.
    public func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        connect(Self.expandedNotify, handler)
    }

    /// Clicks the title as `simulatePrimaryClick` does, then flips it; returns why it couldn't be
    /// clicked, or nil.
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
    /// Whether the content is fully shown: follows `isRevealed` at once off screen or without
    /// animation, else at the next `processPendingEvents`.
    public private(set) var isChildRevealed = false
    /// How the content appears; `.slideDown` for a new revealer, as in GTK.
    public var transition = RevealerTransition.slideDown
    /// The animation's length in milliseconds; 250 for a new revealer, as in GTK. 0 switches at
    /// once.
    public var transitionDuration = 250

    init(backend: HeadlessBackend) {
        super.init(kind: .revealer, backend: backend)
    }

    /// Whether the content is to be shown; false for a new revealer.
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

    /// The one widget shown and hidden; setting another takes the old one out.
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
    /// True when the two sides are one above the other, as made.
    public let isVertical: Bool
    private weak var startChild: HeadlessWidget?
    private weak var endChild: HeadlessWidget?
    private var storedPosition: Int?

    init(vertical: Bool, backend: HeadlessBackend) {
        isVertical = vertical
        super.init(kind: .paned, backend: backend)
    }

    /// The first side; it comes first among the children whatever order the sides were set in.
    public var start: (any NativeWidget)? {
        get { startChild }
        set { place(newValue, start: true) }
    }

    /// The second side.
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

    /// The handle's position as set (nil until set; nothing lays it out headless); a negative value
    /// is refused with a warning and the old one kept.
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
    /// The pages' titles, in page order.
    public private(set) var titles: [String] = []
    private var selected: Int?
    static let visibleChildNotify = HeadlessSignal<@MainActor (Int) -> Void>("notify::visible-child")

    init(backend: HeadlessBackend) {
        super.init(kind: .tabs, backend: backend)
    }

    /// Adds `page` at the end with `title`; the first page added is selected.
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

    /// The selected page; setting it calls no handler, and an index outside the pages is ignored.
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

    /// Called with the new index when a person (`simulateSelect`) chooses another page.
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
    /// A new `HeadlessSeparator`.
    public func makeSeparator(vertical: Bool) -> any NativeSeparator { HeadlessSeparator(vertical: vertical, backend: self) }
    /// A new `HeadlessFrame` without title or content.
    public func makeFrame() -> any NativeFrame { HeadlessFrame(backend: self) }
    /// A new `HeadlessExpander`, collapsed.
    public func makeExpander() -> any NativeExpander { HeadlessExpander(backend: self) }
    /// A new `HeadlessRevealer`, its content hidden.
    public func makeRevealer() -> any NativeRevealer { HeadlessRevealer(backend: self) }
    /// A new `HeadlessPaned`, its handle position unset.
    public func makePaned(vertical: Bool) -> any NativePaned { HeadlessPaned(vertical: vertical, backend: self) }
    /// A new `HeadlessTabs` without pages.
    public func makeTabs() -> any NativeTabs { HeadlessTabs(backend: self) }
}
