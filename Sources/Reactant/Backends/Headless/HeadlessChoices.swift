/// A GtkComboBoxText stand-in, with the keys GtkComboBox binds (see `NativeComboBox`).
@MainActor
public final class HeadlessComboBox: HeadlessWidget, NativeComboBox {
    public var titles: [String] = [] {
        didSet { selected = nil }
    }
    private var selected: Int?
    private var selectionHandlers = HeadlessHandlers<@MainActor (Int?) -> Void>()

    init(backend: HeadlessBackend) {
        super.init(kind: .comboBox, backend: backend)
    }

    override var displayName: String { "drop-down" }

    public var selectedIndex: Int? {
        get { selected }
        set { selected = newValue.flatMap { titles.indices.contains($0) ? $0 : nil } }
    }

    public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        selectionHandlers.add(handler, as: backend.makeConnection())
    }

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        selectionHandlers.remove(connection)
    }

    public func simulateSelect(_ index: Int) {
        guard titles.indices.contains(index) else { return }
        userSelects(index)
    }

    /// GtkComboBox's "changed" comes only when the active item really changes.
    private func userSelects(_ index: Int) {
        guard index != selected else { return }
        selected = index
        for connection in selectionHandlers.connections {
            selectionHandlers.handler(for: connection)?(index)
        }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isEmpty, !titles.isEmpty else { return false }
        let last = titles.count - 1
        switch key.key {
        case .down: userSelects(selected.map { min($0 + 1, last) } ?? 0)
        case .up: userSelects(selected.map { max($0 - 1, 0) } ?? last)
        case .home, .pageUp: userSelects(0)
        case .end, .pageDown: userSelects(last)
        default: return false
        }
        return true
    }
}

/// Radio or segmented buttons as one node: the buttons themselves are GTK's details (the GTK
/// wrapper doesn't report them either), the focus among them is `focusedIndex`.
@MainActor
public final class HeadlessChoiceGroup: HeadlessWidget, NativeChoiceGroup {
    public let style: ChoiceGroupStyle
    public var titles: [String] = [] {
        didSet {
            selected = titles.isEmpty ? nil : 0
            focused = selected ?? 0
        }
    }
    private var selected: Int?
    /// The button with the focus while the group has it.
    private var focused = 0
    private var selectionHandlers = HeadlessHandlers<@MainActor (Int) -> Void>()

    init(_ style: ChoiceGroupStyle, backend: HeadlessBackend) {
        self.style = style
        super.init(kind: .choiceGroup, backend: backend)
    }

    override var displayName: String { style == .segmented ? "segmented choice" : "radio group" }

    public var selectedIndex: Int? {
        get { selected }
        set {
            guard let newValue, titles.indices.contains(newValue) else { return }
            selected = newValue
        }
    }

    public var focusedIndex: Int? { isFocus ? focused : nil }

    /// Tab into radio buttons lands on the selected one; segmented buttons are entered at the
    /// first (each is a stop of its own in GTK, which this single node doesn't mirror).
    override func focusFromKeyboard() {
        focused = style == .segmented ? 0 : (selected ?? 0)
        super.focusFromKeyboard()
    }

    public func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        selectionHandlers.add(handler, as: backend.makeConnection())
    }

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        selectionHandlers.remove(connection)
    }

    /// The click's checks as `simulatePrimaryClick`; the clicked button takes the focus.
    public func simulateSelect(_ index: Int) -> String? {
        guard titles.indices.contains(index) else { return "it has no item \(index)" }
        if let refusal = simulatePrimaryClick() { return refusal }
        grabFocus()
        focused = index
        userSelects(index)
        return nil
    }

    private func userSelects(_ index: Int) {
        guard index != selected else { return }
        selected = index
        for connection in selectionHandlers.connections {
            selectionHandlers.handler(for: connection)?(index)
        }
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
            userSelects(focused)
            return true
        default:
            return false
        }
        let target = min(max(focused + (forward ? 1 : -1), 0), titles.count - 1)
        focused = target
        if style != .segmented { userSelects(target) }
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
    private var searchHandlers = HeadlessHandlers<@MainActor (String) -> Void>()
    private var stopHandlers = HeadlessHandlers<@MainActor () -> Void>()

    override init(backend: HeadlessBackend) {
        super.init(backend: backend, kind: .searchEntry)
        _ = onChanged { [weak self] _ in self?.scheduleSearch() }
    }

    override var displayName: String { "search entry" }

    public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        searchHandlers.add(handler, as: backend.makeConnection())
    }

    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        stopHandlers.add(handler, as: backend.makeConnection())
    }

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        searchHandlers.remove(connection)
        stopHandlers.remove(connection)
    }

    private func scheduleSearch() {
        if let pendingSearch { backend.clock.cancel(pendingSearch) }
        pendingSearch = backend.clock.schedule(after: Self.delay) { [weak self] in
            guard let self else { return }
            pendingSearch = nil
            let current = text
            for connection in searchHandlers.connections {
                searchHandlers.handler(for: connection)?(current)
            }
        }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key == .escape else { return super.handleKey(key) }
        for connection in stopHandlers.connections {
            stopHandlers.handler(for: connection)?()
        }
        return true
    }
}
