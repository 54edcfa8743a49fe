/// Where rows are and which of them the list box holds: the window of materialised rows
/// between two spacers, moved and refilled as the table scrolls or changes.
extension TableViewBase {
    // MARK: Geometry

    /// The content's scroll position in row coordinates (0 = the top of row 0).
    var viewTop: Double { scrolledWindow.verticalOffset - contentInset }

    /// Scrolls without hearing the echo (the caller materialises next).
    func setViewTop(_ y: Double) {
        let wasRelayouting = isRelayouting
        isRelayouting = true
        scrolledWindow.verticalOffset = y + contentInset
        isRelayouting = wasRelayouting
    }

    /// The height a row outside the window counts for.
    var offWindowHeight: Double {
        max(1, min(averageHeight, Self.maximumContentHeight / Double(max(1, allRows.count))))
    }

    /// The average measured row height (the nominal one before any row was measured).
    var averageHeight: Double {
        measuredCount > 0 ? measuredTotal / Double(measuredCount) : ScrolledWindowMetrics.nominalRowHeight
    }

    /// A row's height for deciding how many rows fill the viewport.
    func fillHeight(of index: Int) -> Double {
        materializedRows.contains(index) ? heights[index - first] : max(1, averageHeight)
    }

    var windowBottom: Double { topSpace + heights.reduce(0, +) }

    /// Where table row `index` starts: exact inside the window, estimated outside.
    func top(of index: Int) -> Double {
        if index < first { return topSpace - Double(first - index) * offWindowHeight }
        if index < first + rows.count { return topSpace + heights[0..<(index - first)].reduce(0, +) }
        return windowBottom + Double(index - first - rows.count) * offWindowHeight
    }

    /// The table row at height `y` (clamped to the table).
    func row(at y: Double) -> Int {
        let last = allRows.count - 1
        if y < topSpace {
            return max(0, first - Int(((topSpace - y) / offWindowHeight).rounded(.up)))
        }
        var bottom = topSpace
        for (offset, height) in heights.enumerated() {
            bottom += height
            if y < bottom { return first + offset }
        }
        return min(last, first + rows.count + Int(((y - bottom) / offWindowHeight).rounded(.down)))
    }

    // MARK: Materialising

    /// Shows a new state: the window stays where it is (clamped to the new rows) and is
    /// bound again, so the scroll position survives the update.
    func show(_ list: TableRowList) {
        syncSelection()
        // The replaced rows may hold the only reference to the previous models (100,000 of
        // them take over a millisecond to free): free them once the new ones are on screen.
        let replaced = allRows
        Backends.current.whenIdle { withExtendedLifetime(replaced) {} }
        allRows = list
        announceCount()
        if list.count == 0 {
            // The selection and the cursor keep naming their models through an empty or
            // loading state (they name no row meanwhile), so that after a refresh the same
            // models are selected and focused again.
            apply(0..<0)
            topSpace = 0
            setSpacers()
            setViewTop(0)
            return
        }
        selection = refound(selection)
        cursor = refound(cursor)
        if first >= list.count {
            first = max(0, list.count - 1)
            topSpace = Double(first) * offWindowHeight
        }
        listChanged = true
        relayout(rebind: true)
    }

    func scrolled() {
        guard !isRelayouting else { return }
        relayout()
    }

    /// Makes the window cover the viewport plus the margin, keeping the row at the top of
    /// the viewport where it is on screen.
    /// - Parameter anchor: the row to hold in place (default: the one at the viewport's top).
    func relayout(rebind: Bool = false, anchor anchorRow: Int? = nil) {
        guard !isRelayouting, allRows.count > 0 else { return }
        isRelayouting = true
        defer { isRelayouting = false }
        // What GTK selected and focused since (a click, a key) is read into model terms before
        // the rows show other models, and only then: a scroll event that leaves the window as
        // it is (GTK sends one when an insertion changes the content's height) reads nothing.
        // `show`, the one caller that rebinds, has just read it (and moved it to the new
        // list): reading it again from rows that still show the old models is work for nothing.
        var selectionRead = rebind
        var rebind = rebind
        for _ in 0..<4 {
            let y = viewTop
            let viewport = scrolledWindow.viewportHeight
            // The row at the top holds still; enough rows around it to cover the viewport and
            // the margins, counted with their measured height or else the average (not the
            // compressed estimate of a huge table, which would materialise far too many).
            let anchor = anchorRow ?? row(at: y)
            var lower = anchor
            var above = top(of: anchor) - (y - margin)
            while lower > 0 && above > 0 {
                lower -= 1
                above -= fillHeight(of: lower)
            }
            var upper = anchor
            var below = y + viewport + margin - top(of: anchor) - fillHeight(of: anchor)
            while upper < allRows.count - 1 && below > 0 {
                upper += 1
                below -= fillHeight(of: upper)
            }
            // Rows of varying heights need more rows or fewer as they scroll by: the window
            // keeps the rows it has (up to twice what it needs), bound to the models after it,
            // rather than taking rows out of the list and putting new ones in, which costs a
            // realize and styling of the row and its cell each time.
            let keep = min(rows.count, 2 * (upper - lower + 1), allRows.count)
            if upper - lower + 1 < keep {
                upper = min(allRows.count - 1, lower + keep - 1)
                lower = min(lower, upper - keep + 1)
            }
            if !rebind && lower == first && upper == first + rows.count - 1 {
                fixTopSpace()
                break
            }
            rebind = false
            if !selectionRead { syncSelection() }
            selectionRead = true
            let anchorTop = top(of: anchor)
            let newTop = top(of: lower)
            apply(lower..<(upper + 1), sameList: !listChanged)
            listChanged = false
            topSpace = newTop
            // The anchor row stays where it was on screen, whatever the new heights say.
            topSpace += anchorTop - top(of: anchor)
            setSpacers()
            fixTopSpace()
        }
    }

    /// The spacer must be empty above row 0 and can't be (nearly) negative: fix it, and
    /// scroll by the same amount so that nothing moves on screen.
    func fixTopSpace() {
        let fixed = first == 0 ? 0 : (topSpace < Double(first) ? Double(first) * offWindowHeight : topSpace)
        guard fixed != topSpace else { return }
        let y = viewTop + fixed - topSpace
        topSpace = fixed
        setSpacers()
        setViewTop(y)
    }

    func setSpacers() {
        let below = Double(allRows.count - first - rows.count) * offWindowHeight
        // An estimate from rows of different heights can fall below 0 for a moment, before
        // `fixTopSpace`; GTK refuses a negative height.
        let heights = (top: Int(max(0, topSpace).rounded()), bottom: Int(max(0, below).rounded()))
        // Setting a height reads and writes the spacer's whole layout (calls into GTK): an
        // update that moved no row leaves them as they are.
        if heights.top != spacerHeights?.top { topSpacer.layout.height(heights.top) }
        if heights.bottom != spacerHeights?.bottom { bottomSpacer.layout.height(heights.bottom) }
        spacerHeights = heights
    }
}
