/// Binding the window's rows: matching rows to models by identity, reusing cells, and
/// measuring what was bound.
extension TableViewBase {
    // MARK: Rows

    /// Makes the list show table rows `range`, reusing rows as the type's documentation says.
    /// - Parameter sameList: the rows come from the list the window already shows (a scroll,
    ///   not an update): a row still inside the window keeps its table row and its model, and
    ///   no identity needs looking up.
    func apply(_ range: Range<Int>, sameList: Bool = false) {
        // The per-row passes below are plain loops rather than `contains`, `filter` and
        // `compactMap`: a closure that reads the rows (main-actor state) checks at its entry
        // that it runs on the main actor, which cost a change of one row a twentieth of its time.
        if !sameList, range == materializedRows, rebindInPlace() { return }
        let start = range.lowerBound
        // A row has the focus only when the list contains it (one question to GTK rather than
        // one for each row).
        var focusWasInList = false
        let listHasFocus = listBox.containsFocus
        for row in rows {
            row.pass = TableRow.Pass()
            if listHasFocus && !focusWasInList && row.native.isFocus { focusWasInList = true }
        }
        // A row still in the window after a scroll shows what it showed, and so does one
        // whose model at its table row is bit for bit the one it shows after an update (every
        // row but the changed one): no item to make, nothing to look up or compare.
        var items: [TableRowItem] = []
        items.reserveCapacity(range.count)
        for index in range {
            if materializedRows.contains(index) {
                let row = rows[index - first]
                if sameList || allRows.isShown(index, row.kind, row.model) {
                    row.pass.unchanged = true
                    items.append(TableRowItem(kind: row.kind, identity: row.identity, model: row.model))
                    continue
                }
            }
            items.append(allRows.item(index))
        }
        var assignment = [TableRow?](repeating: nil, count: items.count)
        // 0. A row showing the same identity at the same table row keeps it: after a scroll
        //    that is every row still in the window, after an update every row above and below
        //    what changed (so a change far from the window costs no lookups at all).
        let lowest = max(start, first), highest = min(range.upperBound, first + rows.count)
        for index in lowest..<max(lowest, highest) {
            let row = rows[index - first]
            if !row.pass.unchanged {
                let item = items[index - start]
                guard row.kind == item.kind, row.identity == item.identity else { continue }
            }
            assignment[index - start] = row
            row.pass.taken = true
        }
        // 1. Rows that show the same identity elsewhere keep showing it (an update that moved
        //    or inserted models inside the window). A scroll has no such rows.
        if !sameList {
            // Rows are looked up by identity only for items step 0 left without one: none
            // after an update that kept every row where it was, nor when the window empties.
            var needsMatching = false
            for row in assignment where row == nil {
                needsMatching = true
                break
            }
            var rowsByKey: [RowKey: [TableRow]] = [:]
            for row in rows where needsMatching && !row.pass.taken {
                if let identity = row.identity { rowsByKey[RowKey(kind: row.kind, identity: identity), default: []].append(row) }
            }
            // Repeated identities are found by the identities' hashes, which a row keeps for
            // the model it shows: hashing every identity of the window again (an AnyHashable
            // of an Int is boxed, canonicalised and hashed each time) cost a change of one
            // row more than binding it. Equal hashes are compared as identities; two
            // different identities with the same hash (never seen in practice) would let a
            // repetition of the second one go unreported, and change nothing else.
            var seen: [Int: Int] = [:]
            seen.reserveCapacity(items.count)
            var duplicates: [(RowKey, Int, Int)] = []
            for index in items.indices {
                guard let identity = items[index].identity else { continue }
                let kind = items[index].kind
                // A row kept in step 0 shows this very identity.
                let hash = kind.salted(assignment[index]?.identityHash ?? identity.hashValue)
                if let firstIndex = seen[hash] {
                    if items[firstIndex].kind == kind && items[firstIndex].identity == identity {
                        duplicates.append((RowKey(kind: kind, identity: identity), start + firstIndex, start + index))
                        continue
                    }
                } else {
                    seen[hash] = index
                }
                guard assignment[index] == nil, !rowsByKey.isEmpty,
                      let candidates = rowsByKey[RowKey(kind: kind, identity: identity)] else { continue }
                for row in candidates where !row.pass.taken {
                    assignment[index] = row
                    row.pass.taken = true
                    break
                }
            }
            if !duplicates.isEmpty { reportDuplicates(duplicates) }
        }
        // 2. Rows left over are reused, in order, for models left over of the same kind.
        var leftovers: [TableRow] = []
        for row in rows where !row.pass.taken { leftovers.append(row) }
        for (index, item) in items.enumerated() where assignment[index] == nil {
            guard let position = leftovers.firstIndex(where: { $0.kind == item.kind }) else { continue }
            let row = leftovers.remove(at: position)
            assignment[index] = row
            row.pass.taken = true
        }
        // 3. Rows nobody needs go; their cells wait in the pool for the next new row.
        for row in leftovers {
            listBox.removeRow(row.native)
            rowsByNative[ObjectIdentifier(row.native)] = nil
            spareViews[row.kind, default: Recycler()].recycle(row.views)
        }
        var current: [TableRow] = []
        current.reserveCapacity(rows.count)
        for row in rows where row.pass.taken { current.append(row) }
        // 4. Rows that keep their order among themselves stay; the others move (a scroll by
        //    one row moves one row, not all of them).
        for (position, row) in current.enumerated() { row.pass.position = position }
        var positions: [Int] = []
        positions.reserveCapacity(current.count)
        var inOrder = true
        for row in assignment {
            guard let row else { continue }
            if row.pass.position != positions.count { inOrder = false }
            positions.append(row.pass.position)
        }
        // Rows already in order (an update that moved nothing, the usual one) all stay,
        // without working out the longest ordered subset.
        for position in inOrder ? Array(positions.indices) : Self.longestOrderedSubset(of: positions) {
            current[position].pass.staying = true
        }
        var newHeights: [Double] = []
        newHeights.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if let row = assignment[index] {
                let keeps = row.pass.unchanged
                let rebound = !keeps && (row.identity != item.identity || !Self.sameModel(row.model, item.model))
                if !keeps {
                    row.identity = item.identity
                    row.model = item.model
                }
                // An equal model leaves the row alone: setting a label's text, even the same
                // text, makes GTK measure the row again.
                if rebound {
                    row.views.bind(item.model)
                    nameByContent(row)
                }
                if row.pass.staying {
                    // Rows that move later may stand in the way: send them to the end.
                    while current[index] !== row {
                        let other = current.remove(at: index)
                        current.append(other)
                        listBox.moveRow(other.native, to: current.count - 1)
                    }
                } else if current[index] !== row {
                    current.removeAll { $0 === row }
                    current.insert(row, at: index)
                    listBox.moveRow(row.native, to: index)
                }
                let separated = placeSeparator(row, at: start + index)
                newHeights.append(measure(row, again: rebound || separated))
            } else {
                let views = spareViews[item.kind, default: Recycler()].obtain { makeSubscribedViews(item.kind) }
                views.bind(item.model)
                guard let native = listBox.insertRow(views.root.native, at: index) else { continue }
                if item.kind != .cell {
                    native.isActivatable = false
                    native.isSelectable = false
                }
                let row = TableRow(item: item, views: views, native: native)
                nameByContent(row)
                rowsByNative[ObjectIdentifier(native)] = row
                _ = native.onFocusChanged { [weak self, weak native] focused in
                    guard focused, let self, let native else { return }
                    self.rowFocused(native)
                }
                current.insert(row, at: index)
                _ = placeSeparator(row, at: start + index)
                newHeights.append(measure(row, again: true))
            }
        }
        rows = current
        heights = newHeights
        first = start
        for (offset, row) in rows.enumerated() {
            row.views.placed?(start + offset == allRows.count - 1)
            announcePosition(of: row, at: start + offset)
        }
        restoreSelection(focusWasInList: focusWasInList)
    }

    /// An update that leaves every row of the window showing the same identity at the same
    /// table row (a change of models, or anything outside the window): the rows whose model
    /// changed are bound again where they are, without the matching `apply` does, which
    /// cost a change of one row most of its time. Repeated identities, then the same as
    /// before, are not reported again. False, having changed nothing, when a row would show
    /// another identity or kind.
    func rebindInPlace() -> Bool {
        var changed: [(offset: Int, item: TableRowItem)] = []
        for (offset, row) in rows.enumerated() {
            let index = first + offset
            if allRows.isShown(index, row.kind, row.model) { continue }
            let item = allRows.item(index)
            guard item.kind == row.kind, item.identity == row.identity else { return false }
            changed.append((offset, item))
        }
        var focusWasInList = false
        if listBox.containsFocus {
            for row in rows where row.native.isFocus {
                focusWasInList = true
                break
            }
        }
        for (offset, item) in changed {
            let row = rows[offset]
            let rebound = !Self.sameModel(row.model, item.model)
            row.model = item.model
            // As in `apply`: an equal model leaves the row alone.
            if rebound {
                row.views.bind(item.model)
                nameByContent(row)
                heights[offset] = measure(row, again: true)
            }
        }
        for (offset, row) in rows.enumerated() {
            // A separator that came or went (the style changed) needs the row measured again.
            if placeSeparator(row, at: first + offset) { heights[offset] = measure(row, again: true) }
            row.views.placed?(first + offset == allRows.count - 1)
            announcePosition(of: row, at: first + offset)
        }
        restoreSelection(focusWasInList: focusWasInList)
        return true
    }

    /// New views for a row of `kind`, whose cell's own actions reach the table as
    /// `.rowAction` with the model of whichever row shows the views when the cell acts (views
    /// are reused for other models).
    func makeSubscribedViews(_ kind: TableRowKind) -> TableRowViews {
        var views = makeViews(kind)
        if kind == .cell, let rowHeight { views.root.layout.height(Int(rowHeight.rounded())) }
        guard let actions = views.cellActions else { return views }
        let root = views.root
        views.subscription = actions.sink { [weak self, weak root] action in
            guard let self, let root else { return }
            cellActed(root, action)
        }
        return views
    }

    func cellActed(_ root: View, _ action: Any) {
        guard let row = rows.first(where: { $0.views.root === root }), row.kind == .cell,
              let model = selectedModel(row.model), let cellAction = action as? CellAction else { return }
        perform(action: .rowAction(model, cellAction))
    }

    /// A screen reader announces a row by its name: the texts its labels show, in order
    /// ("Ada Lovelace"; "Ada Lovelace, 1815" for a cell with two labels). Named when bound,
    /// as the cell's `update()` sets its labels then.
    func nameByContent(_ row: TableRow) {
        let name = ContentName.of(row.native)
        // Compared with the name last given rather than read back from ATK (a call and a
        // copy) each time: only a row's first naming reads it.
        let current = row.isNamed ? row.accessibleName : row.native.accessibleLabel
        if current != name { row.native.accessibleLabel = name }
        row.accessibleName = name
        row.isNamed = true
    }

    /// Screen readers see only the rows the list holds, so each row says where it is in the
    /// whole table (GTK 3's list accessibles have no row count of their own to set), and the
    /// list says how many rows there are.
    func announcePosition(of row: TableRow, at index: Int) {
        let count = allRows.count
        guard row.announced?.index != index || row.announced?.count != count else { return }
        let position = row.announced.flatMap { $0.index == index ? $0.position : nil }
            ?? CountFormat.string(from: index + 1)
        row.announced = (index, count, position)
        // TRANSLATORS: a screen reader says where a table row is: "Row 5 of 13".
        row.native.accessibleDescription = placeDescriptions.text(rtr("Row %@ of %@"), position: position, count: count)
    }

    /// The row count as the locale writes it, formatted once per count (every row that
    /// enters the window on a scroll says it).
    var formattedCount: String { placeDescriptions.formattedCount(allRows.count) }

    func announceCount() {
        // Only when the count (or the message it goes into) changed.
        let count = allRows.count
        let format = rtrn("%@ row", "%@ rows", count)
        guard announcedCount?.count != count || announcedCount?.format != format else { return }
        let description = placeDescriptions.countText(format, count: count)
        // Compared with the text last set rather than read back from GTK (ATK's copy).
        let changed = announcedCount?.text != description
        announcedCount = (count, format, description)
        if changed { listBox.accessibleDescription = description }
    }

    /// In a boxed list, a line above every table row but the first, so that each row's place
    /// (the line and the row) is measured the same wherever the window of rows begins.
    /// Returns whether the line came or went (the row needs measuring again).
    func placeSeparator(_ row: TableRow, at index: Int) -> Bool {
        let wanted = separatorStyle == .singleLine && index > 0
        guard row.separated != wanted else { return false }
        row.separated = wanted
        row.native.separatorAbove = wanted
        return true
    }

    /// A row's height, counted into the average the rest of the table is estimated with.
    func measure(_ row: TableRow, again: Bool) -> Double {
        if !again, let known = row.height { return known }
        let height = row.native.naturalHeight
        row.height = height
        measuredTotal += height
        measuredCount += 1
        return height
    }

    /// Models are compared only to know whether a row needs binding and measuring again;
    /// anything that is not Equatable counts as changed.
    static func sameModel(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }

    /// Positions (into `values`) of a longest strictly increasing subsequence of `values`.
    static func longestOrderedSubset(of values: [Int]) -> [Int] {
        var tails: [Int] = []          // positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.append(values[position])
            position = previous[position]
        }
        return result.reversed()
    }

    func reportDuplicates(_ duplicates: [(RowKey, Int, Int)]) {
        let examples = duplicates.prefix(3).map { "\($0.0.identity.base) (rows \($0.1) and \($0.2))" }
        Diagnostics.warning("""
            \(Self.self): \(duplicates.count) row(s) repeat an identity already in the table: \
            \(examples.joined(separator: ", ")). Rows are matched by identity, so each model \
            needs its own id; the repeated ones are matched by position instead.
            """)
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
