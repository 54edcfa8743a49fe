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
    private var resizeHandlers = HeadlessHandlers<@MainActor () -> Void>()
    /// The width of the last layout pass, nil before the first.
    private var allocatedWidth: Int?

    init(backend: HeadlessBackend) {
        super.init(kind: .flowBox, backend: backend)
    }

    override var displayName: String { "flow box" }

    private var flowItems: [HeadlessFlowItem] { children.compactMap { $0 as? HeadlessFlowItem } }
    public var items: [any NativeFlowItem] { flowItems }
    /// The width its window's last layout gave it, as GTK's allocation (before the first
    /// layout, or while hidden, the nominal width).
    public var availableWidth: Double {
        guard let width = allocatedWidth, width > 1 else { return FlowBoxMetrics.nominalWidth }
        return Double(width)
    }

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
        // As GTK's: the content comes out too, ready for another item.
        for content in item.children { item.detach(content) }
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

    public func onResized(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        resizeHandlers.add(handler, as: backend.makeConnection())
    }

    /// GtkFlowBox's layout, homogeneous as the collections use it: as many items a line as
    /// fit the width (at most `columns`, at least one), all as wide as the widest item asks
    /// and stretched to share the line, lines as high as the highest item, with the spacing
    /// between. Then, as GTK's size-allocate, the resize handlers when the width changed.
    func allocateLines(in rect: LayoutRect) {
        let visible = flowItems.filter(\.isVisible)
        let itemWidth = visible.map { Int($0.naturalSize.width) }.max() ?? 0
        let itemHeight = visible.map { Int($0.naturalSize.height) }.max() ?? 0
        let fitting = max(1, (rect.width + columnSpacing) / max(1, itemWidth + columnSpacing))
        let perLine = min(fitting, columns ?? 7, max(1, visible.count))  // 7: GTK's default maximum
        let width = max(itemWidth, (rect.width - columnSpacing * (perLine - 1)) / perLine)
        for (index, item) in visible.enumerated() {
            let column = index % perLine, line = index / perLine
            item.allocate(LayoutRect(x: rect.x + column * (width + columnSpacing), y: rect.y + line * (itemHeight + rowSpacing),
                                     width: width, height: itemHeight))
        }
        guard rect.width != allocatedWidth else { return }
        allocatedWidth = rect.width
        for connection in resizeHandlers.connections {
            resizeHandlers.handler(for: connection)?()
        }
    }

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        activationHandlers.remove(connection)
        resizeHandlers.remove(connection)
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

    /// Key presses while the focus is on one of the items (after the key handlers): Enter and
    /// Space activate the focused item.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard let focus = rootWindow?.focusWidget, let item = flowItems.first(where: { focus.isInside($0) }) else { return false }
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

    /// Adwaita's padding around a flowboxchild's content, on each side.
    static let padding = 3

    /// The content's size request (else the nominal item size) and the padding around it.
    public var naturalSize: (width: Double, height: Double) {
        let content = children.first
        return (Double((content?.layout.minimumWidth ?? Int(FlowBoxMetrics.nominalItemSize.width)) + 2 * Self.padding),
                Double((content?.layout.minimumHeight ?? Int(FlowBoxMetrics.nominalItemSize.height)) + 2 * Self.padding))
    }
}
