/// The window of materialised items: the geometry of equal cells, and binding the cells
/// of the lines on screen (plus a margin) to their models as the collection scrolls or changes.
extension CollectionViewBase {
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
}
