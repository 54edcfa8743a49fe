/// A GtkComboBoxText stand-in, with the keys GtkComboBox binds (see `NativeComboBox`).
@MainActor
public final class HeadlessComboBox: HeadlessWidget, NativeComboBox {
    /// The items' texts; setting them leaves nothing selected.
    public var titles: [String] = [] {
        didSet { selected = nil }
    }
    private var selected: Int?
    static let changed = HeadlessSignal<@MainActor (Int?) -> Void>("changed")

    init(backend: HeadlessBackend) {
        super.init(kind: .comboBox, backend: backend, canFocus: true)
    }

    override var displayName: String { "drop-down" }

    /// The selected item, nil for none; setting it calls no handler, and an index outside the items
    /// selects none.
    public var selectedIndex: Int? {
        get { selected }
        set {
            withOwnHandlersBlocked(on: Self.changed) { select(newValue.flatMap { titles.indices.contains($0) ? $0 : nil }) }
        }
    }

    /// Called with the new selection after `simulateSelect` or a key changed it.
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        connect(Self.changed, handler)
    }

    /// Selects item `index` as a person picking it from the list; an index outside the items does
    /// nothing.
    public func simulateSelect(_ index: Int) {
        guard titles.indices.contains(index) else { return }
        select(index)
    }

    /// gtk_combo_box_set_active: "changed" only when the active item really changes.
    private func select(_ index: Int?) {
        guard index != selected else { return }
        selected = index
        emit(Self.changed) { $0(index) }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isEmpty, !titles.isEmpty else { return false }
        let last = titles.count - 1
        switch key.key {
        case .down: select(selected.map { min($0 + 1, last) } ?? 0)
        case .up: select(selected.map { max($0 - 1, 0) } ?? last)
        case .home, .pageUp: select(0)
        case .end, .pageDown: select(last)
        default: return false
        }
        return true
    }
}

/// Radio or segmented buttons as one node: the buttons themselves are GTK's details (the GTK
/// wrapper doesn't report them either), the focus among them is `focusedIndex`.
@MainActor
public final class HeadlessChoiceGroup: HeadlessWidget, NativeChoiceGroup {
    /// Radio or segmented buttons, as made.
    public let style: ChoiceGroupStyle
    /// The items' texts; setting them selects the first (nil when empty).
    public var titles: [String] = [] {
        didSet {
            selected = titles.isEmpty ? nil : 0
            focused = selected ?? 0
        }
    }
    private var selected: Int?
    /// The button with the focus while the group has it.
    private var focused = 0
    static let selectionChanged = HeadlessSignal<@MainActor (Int) -> Void>("toggled")

    init(_ style: ChoiceGroupStyle, backend: HeadlessBackend) {
        self.style = style
        super.init(kind: .choiceGroup, backend: backend, canFocus: true)
    }

    override var displayName: String { style == .segmented ? "segmented choice" : "radio group" }

    /// The selected item; setting it calls no handler, and an index outside the items is ignored.
    public var selectedIndex: Int? {
        get { selected }
        set {
            guard let newValue, titles.indices.contains(newValue) else { return }
            withOwnHandlersBlocked(on: Self.selectionChanged) { select(newValue) }
        }
    }

    /// The item whose button has the focus, while the group has it.
    public var focusedIndex: Int? { isFocus ? focused : nil }

    /// Tab into radio buttons lands on the selected one; segmented buttons are entered at the
    /// first (each is a stop of its own in GTK, which this single node doesn't mirror).
    override func focusFromKeyboard() {
        focused = style == .segmented ? 0 : (selected ?? 0)
        super.focusFromKeyboard()
    }

    /// Called with the new index when a click, an arrow key or Space changes the selection.
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        connect(Self.selectionChanged, handler)
    }

    /// The click's checks as `simulatePrimaryClick`; the clicked button takes the focus.
    public func simulateSelect(_ index: Int) -> String? {
        guard titles.indices.contains(index) else { return "it has no item \(index)" }
        if let refusal = simulatePrimaryClick() { return refusal }
        grabFocus()
        focused = index
        select(index)
        return nil
    }

    /// A radio button becoming active; clicking the active one changes nothing.
    private func select(_ index: Int) {
        guard index != selected else { return }
        selected = index
        emit(Self.selectionChanged) { $0(index) }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isEmpty, !titles.isEmpty else { return false }
        let forward: Bool
        switch (style, key.key) {
        case (.radio(vertical: true), .down), (.radio(vertical: false), .right), (.segmented, .right), (.segmented, .down):
            forward = true
        case (.radio(vertical: true), .up), (.radio(vertical: false), .left), (.segmented, .left), (.segmented, .up):
            forward = false
        case (.segmented, .character(" ")), (.segmented, .enter):
            select(focused)
            return true
        default:
            return false
        }
        let target = min(max(focused + (forward ? 1 : -1), 0), titles.count - 1)
        focused = target
        if style != .segmented { select(target) }
        return true
    }
}

/// A GtkSearchEntry stand-in: an entry whose search-changed waits 150 ms on the backend's
/// virtual clock after the last change a person made.
@MainActor
public final class HeadlessSearchEntry: HeadlessEntry, NativeSearchEntry {
    /// GtkSearchEntry's delay.
    static let delay = 0.15
    private var pendingSearch: Int?
    static let searchChanged = HeadlessSignal<@MainActor (String) -> Void>("search-changed")
    static let stopSearch = HeadlessSignal<@MainActor () -> Void>("stop-search")

    override init(backend: HeadlessBackend) {
        super.init(backend: backend, kind: .searchEntry)
        _ = onChanged { [weak self] _ in self?.scheduleSearch() }
    }

    override var displayName: String { "search entry" }

    /// Called with the text 150 ms of virtual time after the last edit (see `processEvents(for:)`).
    public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        connect(Self.searchChanged, handler)
    }

    /// Called when Escape is pressed in the field; the text is left alone.
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(Self.stopSearch, handler)
    }

    private func scheduleSearch() {
        if let pendingSearch { backend.clock.cancel(pendingSearch) }
        pendingSearch = backend.clock.schedule(after: Self.delay) { [weak self] in
            guard let self else { return }
            pendingSearch = nil
            let current = text
            emit(Self.searchChanged) { $0(current) }
        }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key == .escape else { return super.handleKey(key) }
        emit(Self.stopSearch) { $0() }
        return true
    }
}

/// The twins of this file, made for `WidgetFactory`.
extension HeadlessBackend {
    /// A new `HeadlessComboBox` without items.
    public func makeComboBox() -> any NativeComboBox { HeadlessComboBox(backend: self) }
    /// A new `HeadlessChoiceGroup` of `style` without items.
    public func makeChoiceGroup(_ style: ChoiceGroupStyle) -> any NativeChoiceGroup { HeadlessChoiceGroup(style, backend: self) }
    /// A new, empty `HeadlessSearchEntry`.
    public func makeSearchEntry() -> any NativeSearchEntry { HeadlessSearchEntry(backend: self) }
}
