/// The grid layout of the headless item box: a GtkFlowBox stand-in of equal cells that
/// wraps at its width, with Enter and Space on the focused item.
@MainActor
public final class HeadlessFlowBox: HeadlessItemBox<HeadlessFlowItem>, NativeFlowBox {
    /// Items per line at most; nil fits as many as the width allows (at least one).
    public var columns: Int?
    /// Space between lines of items, in pixels (GtkFlowBox's row-spacing, 0 by default).
    public var rowSpacing = 0
    /// Space between items on one line, in pixels (GtkFlowBox's column-spacing, 0 by default).
    public var columnSpacing = 0
    /// The width of the last layout pass, nil before the first.
    private var allocatedWidth: Int?

    static let childActivated = HeadlessSignal<@MainActor (HeadlessFlowItem) -> Void>("child-activated")
    /// GtkFlowBox's "size-allocate", as the GTK backend hears a resize; emitted only when the
    /// width changed.
    static let sizeAllocate = HeadlessSignal<@MainActor () -> Void>("size-allocate")

    init(backend: HeadlessBackend) {
        super.init(kind: .flowBox, backend: backend, activationSignal: Self.childActivated) { HeadlessFlowItem(backend: $0) }
    }

    override var displayName: String { "flow box" }

    /// The width its window's last layout gave it, as GTK's allocation (before the first
    /// layout, or while hidden, the nominal width).
    public var availableWidth: Double {
        guard let width = allocatedWidth, width > 1 else { return FlowBoxMetrics.nominalWidth }
        return Double(width)
    }

    /// As GTK's: the content comes out too, ready for another item.
    override func didRemove(_ item: HeadlessFlowItem) {
        for content in item.children { item.detach(content) }
    }

    /// Calls `handler` after a layout pass gives the flow box a different width (GTK's
    /// size-allocate, as the GTK backend hears a resize); keep the connection to disconnect.
    public func onResized(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(Self.sizeAllocate, handler)
    }

    /// GtkFlowBox's layout, homogeneous as the collections use it: as many items a line as
    /// fit the width (at most `columns`, at least one), all as wide as the widest item asks
    /// and stretched to share the line, lines as high as the highest item, with the spacing
    /// between. Then, as GTK's size-allocate, the resize handlers when the width changed.
    func allocateLines(in rect: LayoutRect) {
        let visible = items.filter(\.isVisible)
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
        emit(Self.sizeAllocate) { $0() }
    }

    /// Key presses while the focus is on one of the items (after the key handlers): Enter and
    /// Space activate the focused item.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard let item = cursorItem else { return false }
        guard key.modifiers.isEmpty, key.key == .enter || key.key == .character(" ") else { return false }
        selectAndActivate(item)
        return true
    }
}

extension HeadlessBackend {
    public func makeFlowBox() -> any NativeFlowBox { HeadlessFlowBox(backend: self) }
}
