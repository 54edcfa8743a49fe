/// The selection and the keyboard cursor of a collection view: both belong to models, and the
/// arrow keys move the cursor over all items (see `CollectionViewBase`).
extension CollectionViewBase {
    func ref(of index: Int) -> RowRef {
        TableRowItem.identity(of: models[index]).map { .identity(RowKey(kind: .cell, identity: $0), near: index) }
            ?? .position(index)
    }

    func index(of ref: RowRef) -> Int? {
        switch ref {
        case .position(let index): return index < models.count ? index : nil
        case .identity(let key, let hint):
            return RowRef.nearest(to: hint, count: models.count) { TableRowItem.identity(of: models[$0]) == key.identity }
        }
    }

    /// Reads GTK's selection and focus into model terms.
    func syncSelection() {
        guard !isUpdatingInPlace, cells.count + first <= models.count else { return }
        let items = cellItems
        if let selected = flowBox.selectedItem, let offset = items.firstIndex(where: { $0 === selected }),
           materializedItems.contains(first + offset) {
            selection = ref(of: first + offset)
        }
        if let offset = items.firstIndex(where: { $0.isFocus }), materializedItems.contains(first + offset) {
            cursor = ref(of: first + offset)
        }
    }

    func restoreSelection(focusWasInside: Bool) {
        let items = cellItems
        let selected = selection.flatMap(index(of:)).flatMap { materializedItems.contains($0) ? $0 - first : nil }
        if let selected, items.indices.contains(selected) {
            if !items[selected].isSelected { flowBox.selectItem(items[selected]) }
        } else if flowBox.selectedItem != nil {
            flowBox.selectItem(nil)
        }
        guard focusWasInside else { return }
        let focused = cursor.flatMap(index(of:)).flatMap { materializedItems.contains($0) ? $0 - first : nil }
        if let focused, items.indices.contains(focused) {
            if !items[focused].isFocus { items[focused].grabFocus() }
        } else if !items.contains(where: { $0.isFocus }) {
            items.first?.grabFocus()
        }
    }

    func itemActivated(_ item: any NativeFlowItem) {
        guard let offset = cellItems.firstIndex(where: { $0 === item }), offset < cells.count else { return }
        let index = first + offset
        cursor = ref(of: index)
        selection = ref(of: index)
        perform(action: .selected(models[index]))
        if deselectsAutomatically {
            flowBox.selectItem(nil)
            selection = nil
        }
    }

    func keyPressed(_ key: KeyPress) -> Bool {
        let control = key.modifiers == .control
        guard key.modifiers.isEmpty || control, !models.isEmpty else { return false }
        syncSelection()
        let current = cursor.flatMap(index(of:)) ?? first
        let pageItems = max(1, Int(scrolledWindow.viewportHeight / (rowHeight ?? 1))) * columns
        let target: Int
        switch key.key {
        case .left: target = current - 1
        case .right: target = current + 1
        case .up: target = current - columns
        case .down: target = current + columns
        case .home: target = 0
        case .end: target = models.count - 1
        case .pageUp: target = current - pageItems
        case .pageDown: target = current + pageItems
        default: return false
        }
        // Off either end of a line or the collection, nothing moves (as GtkFlowBox).
        guard target >= 0, target < models.count else { return true }
        moveCursor(to: target, select: !control)
        return true
    }


    func moveCursor(to index: Int, select: Bool) {
        scrollToItem(index)
        guard let item = flowItem(at: index) else { return }
        cursor = ref(of: index)
        item.grabFocus()
        if select, flowBox.selectionMode != .none {
            flowBox.selectItem(item)
            selection = cursor
        }
    }
}
