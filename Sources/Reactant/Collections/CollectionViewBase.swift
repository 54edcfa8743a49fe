/// What the flow collection views share: a GtkFlowBox of equally sized cells in a scrolled
/// window, recycled as tables recycle their rows, the three states, activation, row actions,
/// refresh and keyboard navigation in two dimensions.
///
/// Recycling: the cells are all as large as the first one measured (or the item size given),
/// so the geometry is known without laying anything out: `columns` items per line as the
/// width allows, lines `itemHeight + rowSpacing` apart. The flow box holds the lines on
/// screen plus a margin; two empty boxes above and below stand in for the rest, so the scroll
/// bar covers the whole collection. Scrolling moves the window of materialised items and
/// binds the cells that enter it to their models (setting `componentState`); the cell factory
/// runs only when the window needs more cells than it ever had. An update binds again only
/// the cells whose model is not equal to what they show.
///
/// Selection and the keyboard cursor belong to models (by identity: `Identifiable` or
/// `Hashable`, else position), so they survive scrolling and updates. The arrow keys move
/// the cursor over all items (Left/Right by one, Up/Down by a line), Page Up/Down by a
/// screen, Home/End to the ends, scrolling to the target and selecting it (not with
/// Control); Enter or Space activates the focused item (`.selected`). The collection is one
/// Tab stop.
@MainActor
open class CollectionViewBase<Cell: View & Component>:
    ItemBoxViewBase<Cell.StateType, Cell.StateType, Cell.ActionType>, CollectionViewWidgets
{
    /// The state each cell shows: one model an item.
    public typealias Model = Cell.StateType

    /// The GtkFlowBox holding the materialised items (for tests and tools).
    public let flowBox: any NativeFlowBox

    let cellFactory: @MainActor () -> Cell
    /// A fixed size for every item; nil measures the first cell.
    let fixedItemSize: (width: Int, height: Int)?
    /// The symbolic icon above an `.empty` state's message.
    open override var emptyIconName: String { "view-grid-symbolic" }

    var models: [Model] = []
    /// The materialised cells, in order; `cells[0]` shows model `first`, in the flow box's
    /// item `cellItems[0]` (kept here: asking GTK for its children costs a wrapper lookup each).
    var cells: [Cell] = []
    var cellItems: [any NativeFlowItem] = []
    var spareCells = Recycler<Cell>()
    var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    /// The measured item size (of the first cell, or of one at the given size).
    var measuredSize: (width: Double, height: Double)?
    public internal(set) var columns = 1
    /// While `updateItems` runs, the models and the items on screen don't match.
    var isUpdatingInPlace = false
    /// What each item (by its wrapper) was last told for screen readers: which cell's content
    /// named it, and its place; and the item count the flow box's description says.
    var toldItems: [ObjectIdentifier: ToldItem] = [:]
    var toldCount: (count: Int, format: String)?
    var placeDescriptions = PlaceDescriptions()

    init(cellFactory: @escaping @MainActor () -> Cell, itemSize: (width: Int, height: Int)?,
         spacing: (row: Int, column: Int), reloadable: Bool) {
        self.cellFactory = cellFactory
        self.fixedItemSize = itemSize
        flowBox = Backends.current.makeFlowBox()
        super.init(box: flowBox, reloadable: reloadable)
        flowBox.rowSpacing = spacing.row
        flowBox.columnSpacing = spacing.column
        componentState = .items([])
    }

    open override func loadView() {
        addStyleClass("collection-view")
        loadChrome(list: boxView)
        statusPage.addStyleClass("collection-placeholder")
        flowBox.addStyleClass("collection-flow")
        _ = flowBox.onItemActivated { [weak self] item in self?.itemActivated(item) }
        _ = flowBox.onKeyPress { [weak self] key in self?.keyPressed(key) ?? false }
        _ = flowBox.onResized { [weak self] in
            // After GTK's allocation, not inside it.
            Backends.current.whenIdle { [weak self] in self?.relayout() }
        }
        _ = scrolledWindow.onScrolled { [weak self] in
            guard let self, !isRelayouting else { return }
            relayout()
        }
    }

    open override func setupConstraints() {
        setupChromeConstraints()
    }

    override func showItems(_ models: [Model]?) {
        show(models ?? [])
    }

    /// Changes the models in place and shows the result, as `updateItems` on tables.
    public func updateItems(_ change: (inout [Model]) -> Void) {
        // Read the selection while the items still match the models.
        syncSelection()
        isUpdatingInPlace = true
        defer { isUpdatingInPlace = false }
        changeModelsInPlace(change)
    }

    override func holdWithoutUpdate(_ models: [Model]) {
        core.storeWithoutUpdate(.items(models))
        self.models = models
    }

    // MARK: Public view of the items

    public var itemCount: Int { models.count }
    public var materializedItems: Range<Int> { first..<(first + cells.count) }

    public var visibleItems: Range<Int> {
        guard !models.isEmpty, let rowHeight = rowHeight else { return 0..<0 }
        let top = scrolledWindow.verticalOffset
        let firstRow = Int(top / rowHeight)
        let lastRow = Int((top + scrolledWindow.viewportHeight - 1) / rowHeight)
        let lower = min(models.count, firstRow * columns)
        return lower..<min(models.count, max(lower, (lastRow + 1) * columns))
    }

    public func flowItem(at index: Int) -> (any NativeFlowItem)? {
        guard materializedItems.contains(index) else { return nil }
        return cellItems.indices.contains(index - first) ? cellItems[index - first] : nil
    }

    public var selectedItemIndex: Int? {
        syncSelection()
        return selection.flatMap(index(of:))
    }

    /// Scrolls so that item `index` (clamped) is fully on screen, materialising it.
    public func scrollToItem(_ index: Int) {
        guard !models.isEmpty else { return }
        measureIfNeeded()
        guard let rowHeight else { return }
        let index = min(max(0, index), models.count - 1)
        let top = Double(index / columns) * rowHeight
        let viewTop = scrolledWindow.verticalOffset
        let viewport = scrolledWindow.viewportHeight
        var target = viewTop
        if top < viewTop { target = top } else if top + rowHeight > viewTop + viewport { target = top + rowHeight - viewport }
        if target != viewTop {
            isRelayouting = true
            setSpacers(firstRow: first / columns)
            scrolledWindow.verticalOffset = max(0, target)
            isRelayouting = false
        }
        relayout()
    }

    // MARK: Cells

    func takeCell() -> Cell {
        spareCells.obtain(orMake: makeCell)
    }

    /// A new cell from the factory, whose own actions reach the collection as `.rowAction`
    /// with the model of whichever item it shows when it acts.
    func makeCell() -> Cell {
        let cell = cellFactory()
        if let size = fixedItemSize { cell.layout.size(width: size.width, height: size.height) }
        subscriptions[ObjectIdentifier(cell)] = cell.action.sink { [weak self, weak cell] action in
            guard let self, let cell else { return }
            cellActed(cell, action)
        }
        return cell
    }

    func cellActed(_ cell: Cell, _ action: Cell.ActionType) {
        guard cells.contains(where: { $0 === cell }) else { return }
        perform(action: .rowAction(cell.componentState, action))
    }

    static func sameModel(_ a: Model, _ b: Model) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqualTo(b)
    }

    // MARK: Focus

    /// The focus on the collection, as on a table: the selected item, else the first, scrolled
    /// into view, without selecting. An empty collection takes no focus.
    open override func focus() {
        syncSelection()
        guard !models.isEmpty else { return }
        moveCursor(to: selection.flatMap(index(of:)) ?? 0, select: false)
    }

    open override var hasFocus: Bool { cellItems.contains { $0.isFocus } }
}

private extension Equatable {
    func isEqualTo(_ other: Any) -> Bool { (other as? Self) == self }
}
