/// Selection and the keyboard cursor, and the input that moves them. Both belong to models,
/// not to row widgets, so they survive scrolling and updates.
extension TableViewBase {
    // MARK: Selection and cursor

    func ref(of index: Int, _ row: TableRow) -> RowRef {
        // `if let` rather than `map`: a closure here checks at its entry that it runs on the
        // main actor (see `apply`), on every update.
        if let identity = row.identity { return .identity(RowKey(kind: row.kind, identity: identity), near: index) }
        return .position(index)
    }

    /// `ref` as last seen at its index in a new list `show` is about to bind the window to;
    /// nil when its model is gone. The window's rows still show the previous models then, so
    /// only the list counts: a deleted model a row still showed would count as found, and the
    /// selection would outlive the delete (and come back with the model).
    func refound(_ ref: RowRef?) -> RowRef? {
        guard let ref else { return nil }
        switch ref {
        case .position(let index): return index < allRows.count ? ref : nil
        case .identity(let key, let hint):
            return RowRef.nearest(to: hint, count: allRows.count) { listShows(key, at: $0) }.map(ref.seen(at:))
        }
    }

    /// Whether table row `index` of the current list has `key`'s identity. A window row whose
    /// model is bit for bit the list's there answers with the identity it keeps, without an
    /// item made for the row.
    func listShows(_ key: RowKey, at index: Int) -> Bool {
        if materializedRows.contains(index) {
            let row = rows[index - first]
            if allRows.isShown(index, row.kind, row.model) { return shows(key, row) }
        }
        let item = allRows.item(index)
        return item.kind == key.kind && item.identity == key.identity
    }

    func index(of ref: RowRef) -> Int? {
        switch ref {
        case .position(let index): return index < allRows.count ? index : nil
        case .identity(let key, let hint):
            // Where the row was last seen first: one comparison of identities (boxed, each
            // costing a canonicalisation) rather than one for every row above it.
            if materializedRows.contains(hint), shows(key, rows[hint - first]) { return hint }
            for (offset, row) in rows.enumerated() where shows(key, row) { return first + offset }
            return RowRef.nearest(to: hint, count: allRows.count) { listShows(key, at: $0) }
        }
    }

    func shows(_ key: RowKey, _ row: TableRow) -> Bool {
        row.kind == key.kind && row.identity == key.identity
    }

    /// Reads what GTK selected and focused (a click, Tab, a key) into model terms.
    func syncSelection() {
        // Loops rather than `firstIndex(where:)`: see `apply`. The selected row is the first
        // that says it is (asking the list box for its selected row costs more: its answer
        // must be found among the wrappers); a row has the focus only when the list contains it.
        var selectedFound = false
        var focusFound = !listBox.containsFocus
        for (offset, row) in rows.enumerated() {
            if !selectedFound && row.native.isSelected {
                selection = ref(of: first + offset, row)
                selectedFound = true
            }
            if !focusFound && row.native.isFocus {
                cursor = ref(of: first + offset, row)
                focusFound = true
            }
            if selectedFound && focusFound { break }
        }
    }

    /// Where in the window the row `ref` names is, if it is there.
    func windowOffset(of ref: RowRef) -> Int? {
        switch ref {
        case .position(let index):
            return materializedRows.contains(index) && rows[index - first].identity == nil ? index - first : nil
        case .identity(let key, _):
            for (offset, row) in rows.enumerated() where row.kind == key.kind && row.identity == key.identity {
                return offset
            }
            return nil
        }
    }

    /// Gives the selection and the focus back to the rows that now show their models.
    func restoreSelection(focusWasInList: Bool) {
        var selectedIndex: Int?
        if let selection { selectedIndex = windowOffset(of: selection) }
        if let selectedIndex {
            if !rows[selectedIndex].native.isSelected { listBox.selectRow(rows[selectedIndex].native) }
        } else if listBox.selectedRow != nil {
            listBox.selectRow(nil)
        }
        tellCellsSelection()
        guard focusWasInList else { return }
        var focused: Int?
        if let cursor { focused = windowOffset(of: cursor) }
        if let focused {
            if !rows[focused].native.isFocus { rows[focused].native.grabFocus() }
        } else if let visible = rows.first, !visible.native.isFocus {
            // The focused model scrolled away: keep the focus in the list so that keys still
            // reach it; `cursor` still names the model they move from. (A row that kept the
            // focus while it moved shows another model now.)
            visible.native.grabFocus()
        }
    }


    // MARK: Input

    func rowActivated(_ native: any NativeListRow) {
        // The row's model now, read before anyone reacting to the action can change the state.
        guard let row = rowsByNative[ObjectIdentifier(native)], row.kind == .cell,
              let model = selectedModel(row.model) else { return }
        // UIKit's order for a tap: highlighted while pressed, then selected as it is let go.
        let cell = row.views.root as? TableViewCell
        cell?.setHighlighted(true, animated: false)
        cell?.setHighlighted(false, animated: true)
        tellCellsSelection()
        perform(action: .selected(model))
        if deselectsAutomatically {
            listBox.selectRow(nil)
            selection = nil
            tellCellsSelection()
        }
    }

    /// The focus on the table as Tab into it gives it (without selecting): the selected row,
    /// else the first, scrolled into view. An empty table takes no focus.
    func focusSelectedRow() {
        syncSelection()
        guard allRows.count > 0 else { return }
        let target = selection.flatMap(index(of:)) ?? 0
        scrollToRow(target, at: .nearest)
        guard let row = listRow(at: target) else { return }
        cursor = ref(of: target, rows[target - first])
        row.grabFocus()
    }

    /// A row that gets the focus (a click, Tab into the list) is scrolled fully into view, as
    /// GtkListBox does for the rows of a list in a viewport. (GTK's own follow-the-focus
    /// scrolling is off: it scrolls to where a rebound row used to be.)
    func rowFocused(_ native: any NativeListRow) {
        guard !isRelayouting, let row = rowsByNative[ObjectIdentifier(native)],
              let offset = rows.firstIndex(where: { $0 === row }) else { return }
        scrollToRow(first + offset, at: .nearest)
    }

    func keyPressed(_ key: KeyPress) -> Bool {
        switch key.key {
        case .up, .down, .home, .end, .pageUp, .pageDown:
            moveCursor(key)
            return true
        default:
            return false
        }
    }

    /// GtkListBox's cursor keys, over the whole table rather than the rows it holds: the
    /// target row is materialised and scrolled to, then focused and (without Control)
    /// selected as GTK would. At either end nothing moves.
    func moveCursor(_ key: KeyPress) {
        syncSelection()
        guard allRows.count > 0 else { return }
        let current = cursor.flatMap(index(of:)) ?? first
        let last = allRows.count - 1
        let page = scrolledWindow.viewportHeight
        let target: Int
        switch key.key {
        case .up: target = current - 1
        case .down: target = current + 1
        case .home: target = 0
        case .end: target = last
        case .pageUp: target = min(current - 1, row(at: top(of: current) - page))
        case .pageDown: target = max(current + 1, row(at: top(of: current) + page))
        default: return
        }
        let clamped = min(max(0, target), last)
        guard clamped != current || !materializedRows.contains(current) else { return }
        scrollToRow(clamped, at: .nearest)
        guard let row = listRow(at: clamped) else { return }
        cursor = ref(of: clamped, rows[clamped - first])
        row.grabFocus()
        if !key.modifiers.contains(.control) && row.isSelectable && listBox.selectionMode != .none {
            listBox.selectRow(row)
            selection = cursor
            tellCellsSelection()
        }
    }
}
