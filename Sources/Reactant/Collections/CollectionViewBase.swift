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
    public private(set) var columns = 1
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

    // MARK: Geometry

    var rowHeight: Double? {
        measuredSize.map { $0.height + Double(flowBox.rowSpacing) }
    }

    var margin: Double { max(40, scrolledWindow.viewportHeight / 10) }

    /// Measures the first cell (or takes the given size) once there is a model to show.
    func measureIfNeeded() {
        guard measuredSize == nil, let model = models.first else { return }
        // Measured even with a fixed size: GTK adds the item's own padding (the theme's).
        // A cell on its own in the flow box, bound to the first model, says how large they are.
        let cell = cells.first ?? takeCell()
        if cells.isEmpty {
            cell.componentState = model
            if let item = flowBox.insertItem(cell.native, at: -1) {
                measuredSize = item.naturalSize
                flowBox.removeItem(item)
            }
            spareCells.recycle(cell)
        } else if let item = cellItems.first {
            measuredSize = item.naturalSize
        }
        if measuredSize.map({ $0.height < 1 || $0.width < 1 }) ?? true {
            measuredSize = FlowBoxMetrics.nominalItemSize
        }
    }

    func updateColumns() {
        guard let measuredSize else { return }
        let spacing = Double(flowBox.columnSpacing)
        let fitting = Int((flowBox.availableWidth + spacing) / (measuredSize.width + spacing))
        let newColumns = max(1, fitting)
        if newColumns != columns { columns = newColumns }
        if flowBox.columns != columns { flowBox.columns = columns }
    }

    func setSpacers(firstRow: Int) {
        guard let rowHeight else { return }
        let totalRows = (models.count + columns - 1) / columns
        let heldRows = (cells.count + columns - 1) / columns
        topSpacer.layout.height(Int((Double(firstRow) * rowHeight).rounded()))
        boxView.layout.height(Int((Double(heldRows) * rowHeight).rounded()))
        bottomSpacer.layout.height(Int((Double(max(0, totalRows - firstRow - heldRows)) * rowHeight).rounded()))
    }

    // MARK: Materialising

    func show(_ newModels: [Model]) {
        syncSelection()
        let replaced = models
        Backends.current.whenIdle { withExtendedLifetime(replaced) {} }
        models = newModels
        selection = selection.flatMap { ref in index(of: ref).map { ref.seen(at: $0) } }
        cursor = cursor.flatMap { ref in index(of: ref).map { ref.seen(at: $0) } }
        relayout(rebind: true)
        // Filled and set only when the count (or its message) changed.
        let format = rtrn("%@ item", "%@ items", models.count)
        if toldCount?.count != models.count || toldCount?.format != format {
            toldCount = (models.count, format)
            let description = placeDescriptions.countText(format, count: models.count)
            if flowBox.accessibleDescription != description { flowBox.accessibleDescription = description }
        }
    }

    /// Makes the flow box hold the lines on screen plus the margin.
    func relayout(rebind: Bool = false) {
        guard !isRelayouting else { return }
        isRelayouting = true
        defer { isRelayouting = false }
        guard !models.isEmpty else {
            apply(0..<0, rebind: rebind)
            setSpacers(firstRow: 0)
            scrolledWindow.verticalOffset = 0
            return
        }
        measureIfNeeded()
        updateColumns()
        guard let rowHeight else { return }
        let totalRows = (models.count + columns - 1) / columns
        let top = scrolledWindow.verticalOffset
        let firstRow = max(0, min(totalRows - 1, Int((top - margin) / rowHeight)))
        let lastRow = max(firstRow, min(totalRows - 1, Int((top + scrolledWindow.viewportHeight + margin) / rowHeight)))
        let range = (firstRow * columns)..<min(models.count, (lastRow + 1) * columns)
        if !rebind && range == materializedItems { return }
        apply(range, rebind: rebind)
        setSpacers(firstRow: firstRow)
    }

    /// Binds the window's cells to the models of `range`, reusing the cells there (a cell
    /// whose model is equal to what it shows is left alone), adding or parking the difference.
    func apply(_ range: Range<Int>, rebind: Bool) {
        // After new models the items still show the old ones: `show` read them already.
        if !rebind { syncSelection() }
        let focusWasInside = cellItems.contains { $0.isFocus }
        let oldFirst = first
        // Cells that keep showing the same model index after a scroll stay where they are:
        // rotate the array instead of rebinding everything.
        var reordered: [Cell?] = Array(repeating: nil, count: range.count)
        var free: [Cell] = []
        var staying: Set<ObjectIdentifier> = []
        var itemOfCell: [ObjectIdentifier: any NativeFlowItem] = [:]
        for offset in cells.indices {
            let cell = cells[offset]
            if offset < cellItems.count { itemOfCell[ObjectIdentifier(cell)] = cellItems[offset] }
            let index = oldFirst + offset
            if !rebind, range.contains(index) {
                reordered[index - range.lowerBound] = cell
                staying.insert(ObjectIdentifier(cell))
            } else {
                free.append(cell)
            }
        }
        // Park the cells that are not needed.
        var vacant = 0
        for cell in reordered where cell == nil { vacant += 1 }
        while free.count > vacant, let cell = free.popLast() {
            if let item = itemOfCell.removeValue(forKey: ObjectIdentifier(cell)) { flowBox.removeItem(item) }
            spareCells.recycle(cell)
        }
        var nextFree = 0
        for offset in reordered.indices where reordered[offset] == nil && nextFree < free.count {
            reordered[offset] = free[nextFree]
            nextFree += 1
        }
        var newCells: [Cell] = []
        newCells.reserveCapacity(reordered.count)
        var rebound = Set<ObjectIdentifier>()
        for offset in reordered.indices {
            let maybeCell = reordered[offset]
            let model = models[range.lowerBound + offset]
            let cell: Cell
            if let maybeCell {
                cell = maybeCell
                // The same bits are the same value (every cell but a changed one after an
                // update): no need for the comparison, whose cast to Equatable costs more
                // than anything else a cell does in an update.
                let shown = cell.componentState
                if !ModelStorage.sameBits(shown, model) && !Self.sameModel(shown, model) {
                    cell.componentState = model
                    rebound.insert(ObjectIdentifier(cell))
                }
            } else {
                cell = takeCell()
                cell.componentState = model
                rebound.insert(ObjectIdentifier(cell))
            }
            newCells.append(cell)
        }
        // The flow box's items in the new order: keep those in place, insert the rest. (An
        // update that changes models but no cells, the usual one, moves nothing.)
        var unmoved = newCells.count == cells.count && cellItems.count == cells.count
        for offset in cells.indices where unmoved && newCells[offset] !== cells[offset] { unmoved = false }
        if !unmoved {
            // After a scroll the cells that stay keep their items where they are, and those
            // that move to the other end come out and go in again at their new places. When
            // no cell stays (a jump, new models), the reused cells keep their items: they are
            // in the order they were.
            if !staying.isEmpty {
                for cell in newCells where !staying.contains(ObjectIdentifier(cell)) {
                    if let item = itemOfCell.removeValue(forKey: ObjectIdentifier(cell)) { flowBox.removeItem(item) }
                }
            }
            var newItems: [any NativeFlowItem] = []
            newItems.reserveCapacity(newCells.count)
            for offset in newCells.indices {
                let cell = newCells[offset]
                let item = itemOfCell[ObjectIdentifier(cell)]
                if let item, item.index == offset {
                    newItems.append(item)
                    continue
                }
                if let item { flowBox.removeItem(item) }
                if let inserted = flowBox.insertItem(cell.native, at: offset) { newItems.append(inserted) }
            }
            cellItems = newItems.count == newCells.count ? newItems : flowBox.items
        }
        cells = newCells
        first = range.lowerBound
        nameItems(rebound: rebound)
        restoreSelection(focusWasInside: focusWasInside)
    }

    /// Screen readers announce an item by its content and its place ("document-open",
    /// "Item 2 of 44"), as table rows; the flow box holds only the items on screen. An item
    /// is named again when its cell was bound to another model or it holds another cell, and
    /// told its place again when that or the count changed: naming and placing every item on
    /// every update cost a change of one item most of its time.
    func nameItems(rebound: Set<ObjectIdentifier>) {
        var told: [ObjectIdentifier: ToldItem] = [:]
        told.reserveCapacity(cells.count)
        let parallel = cellItems.count == cells.count
        for (offset, item) in (parallel ? cellItems : flowBox.items).enumerated() {
            guard let content = item.content else { continue }
            let cell = parallel ? ObjectIdentifier(cells[offset]) : ObjectIdentifier(content)
            let index = first + (parallel ? offset : item.index)
            let before = toldItems[ObjectIdentifier(item)]
            if before?.cell != cell || rebound.contains(cell) || !parallel {
                let name = ContentName.of(content)
                if item.accessibleLabel != name { item.accessibleLabel = name }
            }
            // The position as the locale writes it is kept: a count that changes (an insertion
            // anywhere) tells every item again, but formats only the count anew.
            var position = before?.index == index ? before?.position : nil
            if position == nil || before?.count != models.count {
                let written = position ?? CountFormat.string(from: index + 1)
                position = written
                // TRANSLATORS: a screen reader says where an item of a grid is: "Item 5 of 40".
                let place = placeDescriptions.text(rtr("Item %@ of %@"), position: written, count: models.count)
                if item.accessibleDescription != place { item.accessibleDescription = place }
            }
            told[ObjectIdentifier(item)] = ToldItem(cell: cell, index: index, count: models.count, position: position ?? "")
        }
        toldItems = told
    }

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

/// What an item was last told for screen readers (`CollectionViewBase.nameItems`): which
/// cell's content named it, and its place, with the position as the locale writes it.
struct ToldItem {
    let cell: ObjectIdentifier
    let index: Int
    let count: Int
    let position: String
}

private extension Equatable {
    func isEqualTo(_ other: Any) -> Bool { (other as? Self) == self }
}
