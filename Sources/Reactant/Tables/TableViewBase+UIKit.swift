/// What Reactant's table views forward from UITableView: row height, separators, and the
/// views above and below the rows, and the cells' selection callbacks.
extension TableViewBase {
    /// The view showing table row `index` (a cell, header or footer component), when the row
    /// is materialised; nil otherwise (UITableView's `cellForRow(at:)`).
    public func cellForRow(at index: Int) -> View? {
        materializedRows.contains(index) ? rows[index - first].views.root : nil
    }

    /// Tells each cell row's `TableViewCell` whether its row is selected, when that changed.
    func tellCellsSelection() {
        // A list box selects one row at most: asking it once which is cheaper than asking
        // every row whether it is (a call into GTK each).
        let selectedRow = listBox.selectedRow
        for row in rows where row.kind == .cell {
            let selected = row.native === selectedRow
            guard selected != row.toldSelected else { continue }
            row.toldSelected = selected
            (row.views.root as? TableViewCell)?.setSelected(selected, animated: true)
        }
    }

    func rowHeightDidChange() {
        let height = rowHeight.map { Int($0.rounded()) } ?? -1
        for row in rows where row.kind == .cell {
            row.views.root.layout.height(height)
        }
        for views in spareViews[.cell]?.spares ?? [] {
            views.root.layout.height(height)
        }
        // Measures the rows again with their new height.
        invalidate()
    }

    /// Puts the header and footer views around the rows: the chrome's views are taken out
    /// and added back in order, as a container appends its children.
    func chromeViewsDidChange(old: View?) {
        if let old, old !== headerView, old !== footerView { remove(old) }
        for view in [headerView, scrollView, statusPage, footerView].compactMap({ $0 }) where view.superview === self {
            remove(view)
        }
        children([headerView, scrollView, statusPage, footerView].compactMap { $0 })
        setupChromeConstraints()
    }
}
