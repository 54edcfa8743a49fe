/// A GtkFlowBox stand-in: items in order, the selection, activation and key handlers.
@MainActor
public final class HeadlessFlowBox: HeadlessWidget, NativeFlowBox {
    public var selectionMode = ListSelectionMode.single {
        didSet { if selectionMode == .none { selected = nil } }
    }
    public var columns: Int?
    public var rowSpacing = 0
    public var columnSpacing = 0
    weak var selected: HeadlessFlowItem?
    private var activationHandlers = HeadlessHandlers<@MainActor (any NativeFlowItem) -> Void>()
    private var keyHandlers = HeadlessHandlers<@MainActor (KeyPress) -> Bool>()

    init(backend: HeadlessBackend) {
        super.init(kind: .flowBox, backend: backend)
    }

    override var displayName: String { "flow box" }

    private var flowItems: [HeadlessFlowItem] { children.compactMap { $0 as? HeadlessFlowItem } }
    public var items: [any NativeFlowItem] { flowItems }
    public var availableWidth: Double { FlowBoxMetrics.nominalWidth }

    public func insertItem(_ content: any NativeWidget, at index: Int) -> (any NativeFlowItem)? {
        let item = HeadlessFlowItem(backend: backend)
        guard let adopted = item.adoptable(content) else { return nil }
        item.attach(adopted)
        attach(item)
        if index >= 0 && index < children.count - 1 {
            children.removeLast()
            children.insert(item, at: index)
        }
        return item
    }

    public func removeItem(_ item: any NativeFlowItem) {
        guard let item = item as? HeadlessFlowItem, item.parent === self else { return }
        if selected === item { selected = nil }
        detach(item)
    }

    public var selectedItem: (any NativeFlowItem)? { selected }

    public func selectItem(_ item: (any NativeFlowItem)?) {
        guard let item else { selected = nil; return }
        guard let item = item as? HeadlessFlowItem, item.parent === self, selectionMode != .none else { return }
        selected = item
    }

    public func onItemActivated(_ handler: @escaping @MainActor (any NativeFlowItem) -> Void) -> SignalConnection {
        activationHandlers.add(handler, as: backend.makeConnection())
    }

    public func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        keyHandlers.add(handler, as: backend.makeConnection())
    }

    public func onResized(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        backend.makeConnection()
    }

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        activationHandlers.remove(connection)
        keyHandlers.remove(connection)
    }

    public func simulateItemClick(_ item: any NativeFlowItem) {
        guard let item = item as? HeadlessFlowItem, item.parent === self else { return }
        activate(item)
    }

    private func activate(_ item: HeadlessFlowItem) {
        item.grabFocus()
        if selectionMode != .none { selected = item }
        for connection in activationHandlers.connections {
            activationHandlers.handler(for: connection)?(item)
        }
    }

    /// Key presses while the focus is on one of the items: the handlers, then Enter and Space
    /// activate the focused item.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard let focus = rootWindow?.focusWidget, let item = flowItems.first(where: { focus.isInside($0) }) else { return false }
        for connection in keyHandlers.connections {
            if let handler = keyHandlers.handler(for: connection), handler(key) { return true }
        }
        guard key.modifiers.isEmpty, key.key == .enter || key.key == .character(" ") else { return false }
        activate(item)
        return true
    }

    /// GtkFlowBox's focus: the selected item, else the first.
    override func firstFocusable() -> HeadlessWidget? {
        guard isVisible, isSensitive else { return nil }
        if let selected, selected.isVisible { return selected }
        return flowItems.first { $0.isVisible && $0.isSensitive }
    }
}

/// A GtkFlowBoxChild stand-in.
@MainActor
public final class HeadlessFlowItem: HeadlessWidget, NativeFlowItem {
    init(backend: HeadlessBackend) {
        super.init(kind: .flowItem, backend: backend)
    }

    override var displayName: String { "flow box item" }

    public var content: (any NativeWidget)? { children.first }
    var box: HeadlessFlowBox? { parent as? HeadlessFlowBox }
    public var index: Int { box?.children.firstIndex { $0 === self } ?? -1 }
    public var isSelected: Bool { box?.selected === self }

    public var naturalSize: (width: Double, height: Double) {
        let content = children.first
        return (Double(content?.layout.minimumWidth ?? Int(FlowBoxMetrics.nominalItemSize.width)),
                Double(content?.layout.minimumHeight ?? Int(FlowBoxMetrics.nominalItemSize.height)))
    }
}
