/// What every table view shares: a GtkListBox in a scrolled window, the three states,
/// activation, refresh, and cheap updates. The concrete tables (`PlainTableView`,
/// `SimpleTableView`, …) only say which rows a state has and which views show them.
///
/// Recycling: the list box holds only the rows on screen plus a margin (the "window" of
/// materialised rows). Above and below it two empty boxes stand in for the rest of the
/// table, so the scroll bar reflects the whole table: rows that were never shown count as
/// the average height of the rows measured so far. Scrolling moves the window; a row that
/// leaves it is bound to a model that enters it, so the cell factory runs only when the
/// window needs more rows than it ever had. Rows are measured as they are bound, and the row
/// at the top of the viewport keeps its place on screen whatever the measurement says
/// (the spacer above absorbs the difference), so scrolling doesn't jump.
///
/// Updating: a new `.items` state is matched against the rows in the window. Rows whose
/// model is `Identifiable` (by `id`) or `Hashable` (by value) keep their row when the identity
/// is still there; the remaining rows are reused, in order, for the remaining models. A reused
/// component gets the new model as its `componentState`. So inserting one model in the middle
/// of what is on screen creates at most one cell and leaves the other rows, the selection and
/// the scroll position alone. The selection belongs to a model (its identity, or its position
/// for models without one), not to a row widget: it follows the model out of the window and
/// back.
@MainActor
open class TableViewBase<Model, SelectedModel>: ViewBase<TableViewState<Model>, TableViewAction<SelectedModel>>,
    TableViewWidgets
{
    public let style: TableViewStyle
    public let reloadable: Bool

    /// The list of rows and the scrolled window around it (for tests and tools).
    public let listBox: any NativeListBox
    public let scrolledWindow: any NativeScrolledWindow
    /// The Refresh button of a reloadable table; nil otherwise.
    public let refreshButton: Button?

    private let scrollView: View
    private let listView: View
    /// What the scrolled window scrolls: the spacers and the list between them.
    private let scrollContent = Container(layout: .vertical())
    private let topSpacer = Container()
    private let bottomSpacer = Container()
    private let toolbar = Container(layout: .horizontal(spacing: 6))
    private let placeholder = Container(layout: .vertical(spacing: 12))
    private let emptyLabel = Label()
    private let spinner = Spinner()

    private let rowList: ([Model]) -> TableRowList
    private let makeViews: (TableRowKind) -> TableRowViews
    private let selectedModel: (Any) -> SelectedModel?

    /// Every row of the current state.
    private var allRows = TableRowList.empty
    /// The materialised rows, top to bottom, and their measured heights; `rows[0]` shows
    /// table row `first`.
    private var rows: [TableRow] = []
    private var heights: [Double] = []
    private var first = 0
    /// Height of the spacer above the window: where row `first` starts.
    private var topSpace = 0.0
    private var rowsByNative: [ObjectIdentifier: TableRow] = [:]
    /// Cells of rows the window gave up, by kind, for rows it needs later (UITableView's
    /// reuse queue): the cell factory runs only when this is empty.
    private var spareViews: [TableRowKind: [TableRowViews]] = [:]
    private static var spareLimit: Int { 64 }
    private var measuredTotal = 0.0
    private var measuredCount = 0
    private var selection: RowRef?
    private var cursor: RowRef?
    private var isRelayouting = false
    /// A new list came since the window was last bound: its rows are matched by identity.
    private var listChanged = false

    /// Extra height materialised above and below the viewport. Scrolling materialises what
    /// comes into view before the frame is drawn, so the margin only has to spare small
    /// steps the rebinding; a larger one costs every jump more rows to bind.
    private var margin: Double { max(40, scrolledWindow.viewportHeight / 10) }
    /// Cairo draws with 24.8 fixed-point coordinates (about 8 million pixels), so a huge
    /// table counts fewer pixels for each row it has not shown.
    private static var maximumContentHeight: Double { 4_000_000 }
    /// Space between the content's top and the first row (the grouped style's margin).
    private var contentInset: Double { style == .grouped ? 12 : 0 }

    init(style: TableViewStyle, reloadable: Bool,
         rowList: @escaping ([Model]) -> TableRowList,
         makeViews: @escaping (TableRowKind) -> TableRowViews,
         selectedModel: @escaping (Any) -> SelectedModel?) {
        self.style = style
        self.reloadable = reloadable
        self.rowList = rowList
        self.makeViews = makeViews
        self.selectedModel = selectedModel
        let backend = Backends.current
        listBox = backend.makeListBox()
        scrolledWindow = backend.makeScrolledWindow()
        scrollView = View(native: scrolledWindow)
        listView = View(native: listBox)
        refreshButton = reloadable ? Button(title: "Refresh") : nil
        super.init()
        componentState = .items([])
    }

    open override var actions: [Observable<TableViewAction<SelectedModel>>] {
        refreshButton.map { [$0.tap.rewrite(with: .refresh)] } ?? []
    }

    open override func loadView() {
        addStyleClass("table-view")
        if let refreshButton {
            children(toolbar.children(refreshButton))
            refreshButton.tooltip = "Reload (Ctrl+R or F5)"
            refreshButton.accessibleLabel = "Reload the table"
            toolbar.addStyleClass("table-toolbar")
        }
        children(scrollView)
        scrollContent.children(topSpacer, listView, bottomSpacer)
        scrolledWindow.content = scrollContent.native
        scrolledWindow.followsFocus = false
        placeholder.children(spinner, emptyLabel)
        listBox.placeholder = placeholder.native
        placeholder.addStyleClass("table-placeholder")
        emptyLabel.addStyleClass("dim-label")
        emptyLabel.wraps = true
        listBox.addStyleClass("table-list")
        topSpacer.addStyleClass("table-spacer")
        bottomSpacer.addStyleClass("table-spacer")
        if style == .grouped { listBox.addStyleClass("frame") }
        _ = listBox.onRowActivated { [weak self] row in self?.rowActivated(row) }
        _ = listBox.onKeyPress { [weak self] key in self?.keyPressed(key) ?? false }
        // Refresh keys reach the table from wherever the focus is inside it (a row, the
        // Refresh button, the empty or loading state), as keys bubble up from the focus.
        _ = content.onKeyPress { [weak self] key in self?.refreshKeyPressed(key) ?? false }
        _ = scrolledWindow.onScrolled { [weak self] in self?.scrolled() }
    }

    open override func setupConstraints() {
        toolbar.layout.margins(EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
        refreshButton?.layout.expand(horizontally: true, vertically: false).align(horizontal: .end)
        scrollView.layout.expand(horizontally: true, vertically: true)
        if style == .grouped { scrollContent.layout.margins(EdgeInsets(all: 12)) }
        placeholder.layout.center().expand(horizontally: true, vertically: true)
        placeholder.layout.margins(EdgeInsets(all: 24))
    }

    open override func update() {
        switch componentState {
        case .items(let models):
            show(rowList(models))
            show(message: nil, loading: false)
        case .empty(let message):
            show(.empty)
            show(message: message, loading: false)
        case .loading:
            show(.empty)
            show(message: nil, loading: true)
        }
    }

    private func show(message: String?, loading: Bool) {
        emptyLabel.text = message ?? ""
        emptyLabel.isHidden = message == nil
        spinner.isHidden = !loading
        // A stopped spinner costs nothing while it is hidden.
        spinner.isSpinning = loading
    }

    /// Changes the models the table shows in place and shows the result, as setting
    /// `.items` would. `change` works on the table's own array, so changing or inserting one
    /// model of 100,000 copies none of them; setting `.items` from an array of one's own
    /// copies all of them when the table still shares it (Swift's copy on write), and frees
    /// the table's previous array. In another state than `.items`, `change` starts from an
    /// empty array. While `change` runs, the table's `componentState` reads `.items([])`.
    public func updateItems(_ change: (inout [Model]) -> Void) {
        var models: [Model] = []
        if case .items(let current) = componentState { models = current }
        // Let go of the table's references so that `models` is the only one.
        core.storeWithoutUpdate(.items([]))
        allRows = rowList([])
        change(&models)
        componentState = .items(models)
    }

    // MARK: Public view of the rows

    /// Number of rows of the table (headers, cells and footers), on screen or not.
    public var rowCount: Int { allRows.count }

    /// The table rows the list box holds now (what is on screen plus a margin).
    public var materializedRows: Range<Int> { first..<(first + rows.count) }

    /// The table rows that are at least partly inside the viewport.
    public var visibleRows: Range<Int> {
        guard !rows.isEmpty else { return 0..<0 }
        let top = viewTop
        let bottom = top + scrolledWindow.viewportHeight
        var lower: Int?
        var upper = first
        var y = topSpace
        for (offset, height) in heights.enumerated() {
            if y + height > top && y < bottom {
                if lower == nil { lower = first + offset }
                upper = first + offset + 1
            }
            y += height
        }
        guard let lower else { return first..<first }
        return lower..<upper
    }

    /// The list row showing table row `index`, when it is materialised.
    public func listRow(at index: Int) -> (any NativeListRow)? {
        materializedRows.contains(index) ? rows[index - first].native : nil
    }

    /// Where a materialised table row is, in the scrolled content's coordinates (compare with
    /// `scrolledWindow.verticalOffset`), as measured when it was bound.
    public func frameOfRow(_ index: Int) -> (top: Double, height: Double)? {
        guard materializedRows.contains(index) else { return nil }
        return (top(of: index) + contentInset, heights[index - first])
    }

    /// The table row whose model is selected (it may be scrolled out of view).
    public var selectedRowIndex: Int? {
        syncSelection()
        return selection.flatMap(index(of:))
    }

    public enum ScrollPosition: Sendable {
        /// The row's top at the top of the viewport (as far as the table can scroll).
        case top
        /// The row's bottom at the bottom of the viewport.
        case bottom
        /// As little scrolling as shows the whole row.
        case nearest
    }

    /// Scrolls so that table row `index` (clamped) is on screen, materialising it.
    public func scrollToRow(_ index: Int, at position: ScrollPosition = .nearest) {
        guard allRows.count > 0 else { return }
        let index = min(max(0, index), allRows.count - 1)
        // A row outside the window is first materialised (with the rows after it, as many as
        // the window holds) where the estimate puts it, so that it is measured; then the window is filled in around it with that row held
        // in place, and placed exactly (a second pass when filling in moved it out).
        for _ in 0..<3 {
            if !materializedRows.contains(index) {
                // As many rows as the window has, so that none is thrown away and made again.
                let count = min(max(1, rows.count), allRows.count)
                let start = max(0, min(index, allRows.count - count))
                let estimatedTop = top(of: start)
                isRelayouting = true
                apply(start..<(start + count), sameList: !listChanged)
                listChanged = false
                topSpace = estimatedTop
                isRelayouting = false
            }
            let top = self.top(of: index)
            let height = heights[index - first]
            let viewport = scrolledWindow.viewportHeight
            var y = viewTop
            switch position {
            case .top: y = top
            case .bottom: y = top + height - viewport
            case .nearest:
                if top < y { y = top } else if top + height > y + viewport { y = top + height - viewport }
            }
            setSpacers()
            setViewTop(max(0, y))
            relayout(anchor: index)
            if let frame = frameOfRow(index) {
                let rowTop = frame.top - contentInset
                let placed = switch position {
                case .top: abs(rowTop - viewTop) < 0.5 || viewTop == 0
                case .bottom: abs(rowTop + frame.height - viewTop - viewport) < 0.5 || viewTop == 0
                case .nearest: rowTop >= viewTop - 0.5 && rowTop + frame.height <= viewTop + viewport + 0.5
                }
                if placed { break }
            }
        }
    }

    // MARK: Geometry

    /// The content's scroll position in row coordinates (0 = the top of row 0).
    private var viewTop: Double { scrolledWindow.verticalOffset - contentInset }

    /// Scrolls without hearing the echo (the caller materialises next).
    private func setViewTop(_ y: Double) {
        let wasRelayouting = isRelayouting
        isRelayouting = true
        scrolledWindow.verticalOffset = y + contentInset
        isRelayouting = wasRelayouting
    }

    /// The height a row outside the window counts for.
    private var offWindowHeight: Double {
        max(1, min(averageHeight, Self.maximumContentHeight / Double(max(1, allRows.count))))
    }

    /// The average measured row height (the nominal one before any row was measured).
    private var averageHeight: Double {
        measuredCount > 0 ? measuredTotal / Double(measuredCount) : ScrolledWindowMetrics.nominalRowHeight
    }

    /// A row's height for deciding how many rows fill the viewport.
    private func fillHeight(of index: Int) -> Double {
        materializedRows.contains(index) ? heights[index - first] : max(1, averageHeight)
    }

    private var windowBottom: Double { topSpace + heights.reduce(0, +) }

    /// Where table row `index` starts: exact inside the window, estimated outside.
    private func top(of index: Int) -> Double {
        if index < first { return topSpace - Double(first - index) * offWindowHeight }
        if index < first + rows.count { return topSpace + heights[0..<(index - first)].reduce(0, +) }
        return windowBottom + Double(index - first - rows.count) * offWindowHeight
    }

    /// The table row at height `y` (clamped to the table).
    private func row(at y: Double) -> Int {
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
    private func show(_ list: TableRowList) {
        syncSelection()
        // The replaced rows may hold the only reference to the previous models (100,000 of
        // them take over a millisecond to free): free them once the new ones are on screen.
        let replaced = allRows
        Backends.current.whenIdle { withExtendedLifetime(replaced) {} }
        allRows = list
        announceCount()
        if list.count == 0 {
            selection = nil
            cursor = nil
            apply(0..<0)
            topSpace = 0
            setSpacers()
            setViewTop(0)
            return
        }
        selection = selection.flatMap { ref in index(of: ref).map(ref.seen(at:)) }
        cursor = cursor.flatMap { ref in index(of: ref).map(ref.seen(at:)) }
        if first >= list.count {
            first = max(0, list.count - 1)
            topSpace = Double(first) * offWindowHeight
        }
        listChanged = true
        relayout(rebind: true)
    }

    private func scrolled() {
        guard !isRelayouting else { return }
        relayout()
    }

    /// Makes the window cover the viewport plus the margin, keeping the row at the top of
    /// the viewport where it is on screen.
    /// - Parameter anchor: the row to hold in place (default: the one at the viewport's top).
    private func relayout(rebind: Bool = false, anchor anchorRow: Int? = nil) {
        guard !isRelayouting, allRows.count > 0 else { return }
        isRelayouting = true
        defer { isRelayouting = false }
        syncSelection()
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
            if !rebind && lower == first && upper == first + rows.count - 1 {
                fixTopSpace()
                break
            }
            rebind = false
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
    private func fixTopSpace() {
        let fixed = first == 0 ? 0 : (topSpace < Double(first) ? Double(first) * offWindowHeight : topSpace)
        guard fixed != topSpace else { return }
        let y = viewTop + fixed - topSpace
        topSpace = fixed
        setSpacers()
        setViewTop(y)
    }

    private func setSpacers() {
        let below = Double(allRows.count - first - rows.count) * offWindowHeight
        topSpacer.layout.height(Int(topSpace.rounded()))
        bottomSpacer.layout.height(Int(max(0, below).rounded()))
    }

    // MARK: Selection and cursor

    private func ref(of index: Int, _ row: TableRow) -> RowRef {
        row.identity.map { .identity(RowKey(kind: row.kind, identity: $0), near: index) } ?? .position(index)
    }

    private func index(of ref: RowRef) -> Int? {
        switch ref {
        case .position(let index): return index < allRows.count ? index : nil
        case .identity(let key, let hint):
            if let offset = rows.firstIndex(where: { $0.kind == key.kind && $0.identity == key.identity }) {
                return first + offset
            }
            // Outwards from where it was: near for changes near it, the whole table only when
            // the model is gone.
            func matches(_ index: Int) -> Bool {
                let item = allRows.item(index)
                return item.kind == key.kind && item.identity == key.identity
            }
            let count = allRows.count
            let center = min(max(0, hint), count - 1)
            for distance in 0..<count {
                let below = center + distance, above = center - distance
                if below >= count && above < 0 { break }
                if below < count && matches(below) { return below }
                if distance > 0 && above >= 0 && matches(above) { return above }
            }
            return nil
        }
    }

    /// Reads what GTK selected and focused (a click, Tab, a key) into model terms.
    private func syncSelection() {
        if let selected = listBox.selectedRow,
           let offset = rows.firstIndex(where: { $0.native === selected }) {
            selection = ref(of: first + offset, rows[offset])
        }
        if let offset = rows.firstIndex(where: { $0.native.isFocus }) {
            cursor = ref(of: first + offset, rows[offset])
        }
    }

    /// Where in the window the row `ref` names is, if it is there.
    private func windowOffset(of ref: RowRef) -> Int? {
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
    private func restoreSelection(focusWasInList: Bool) {
        var selectedIndex: Int?
        if let selection { selectedIndex = windowOffset(of: selection) }
        if let selectedIndex {
            if !rows[selectedIndex].native.isSelected { listBox.selectRow(rows[selectedIndex].native) }
        } else if listBox.selectedRow != nil {
            listBox.selectRow(nil)
        }
        guard focusWasInList else { return }
        var focused: Int?
        if let cursor { focused = windowOffset(of: cursor) }
        if let focused {
            if !rows[focused].native.isFocus { rows[focused].native.grabFocus() }
        } else if !rows.contains(where: { $0.native.isFocus }), let visible = rows.first {
            // The focused model scrolled away: keep the focus in the list so that keys still
            // reach it; `cursor` still names the model they move from.
            visible.native.grabFocus()
        }
    }

    // MARK: Rows

    /// Makes the list show table rows `range`, reusing rows as the type's documentation says.
    /// - Parameter sameList: the rows come from the list the window already shows (a scroll,
    ///   not an update): a row still inside the window keeps its table row and its model, and
    ///   no identity needs looking up.
    private func apply(_ range: Range<Int>, sameList: Bool = false) {
        let start = range.lowerBound
        let focusWasInList = rows.contains { $0.native.isFocus }
        for row in rows { row.pass = TableRow.Pass() }
        // A row still in the window after a scroll shows what it showed: no item to make.
        let items: [TableRowItem] = range.map { index in
            guard sameList, materializedRows.contains(index) else { return allRows.item(index) }
            let row = rows[index - first]
            return TableRowItem(kind: row.kind, identity: row.identity, model: row.model)
        }
        var assignment = [TableRow?](repeating: nil, count: items.count)
        // 0. A row showing the same identity at the same table row keeps it: after a scroll
        //    that is every row still in the window, after an update every row above and below
        //    what changed (so a change far from the window costs no lookups at all).
        let lowest = max(start, first), highest = min(range.upperBound, first + rows.count)
        for index in lowest..<max(lowest, highest) {
            let row = rows[index - first]
            if !sameList {
                let item = items[index - start]
                guard row.kind == item.kind, row.identity == item.identity else { continue }
            }
            assignment[index - start] = row
            row.pass.taken = true
            row.pass.unchanged = sameList
        }
        // 1. Rows that show the same identity elsewhere keep showing it (an update that moved
        //    or inserted models inside the window). A scroll has no such rows.
        if !sameList {
            var rowsByKey: [RowKey: [TableRow]] = [:]
            for row in rows where !row.pass.taken {
                if let identity = row.identity { rowsByKey[RowKey(kind: row.kind, identity: identity), default: []].append(row) }
            }
            var seen: [RowKey: Int] = [:]
            var duplicates: [(RowKey, Int, Int)] = []
            for (index, item) in items.enumerated() {
                guard let identity = item.identity else { continue }
                let key = RowKey(kind: item.kind, identity: identity)
                if let firstIndex = seen[key] {
                    duplicates.append((key, start + firstIndex, start + index))
                    continue
                }
                seen[key] = index
                guard assignment[index] == nil, !rowsByKey.isEmpty else { continue }
                if let row = rowsByKey[key]?.first(where: { !$0.pass.taken }) {
                    assignment[index] = row
                    row.pass.taken = true
                }
            }
            if !duplicates.isEmpty { reportDuplicates(duplicates) }
        }
        // 2. Rows left over are reused, in order, for models left over of the same kind.
        var leftovers = rows.filter { !$0.pass.taken }
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
            if spareViews[row.kind, default: []].count < Self.spareLimit { spareViews[row.kind, default: []].append(row.views) }
        }
        var current = rows.filter { $0.pass.taken }
        // 4. Rows that keep their order among themselves stay; the others move (a scroll by
        //    one row moves one row, not all of them).
        for (position, row) in current.enumerated() { row.pass.position = position }
        for position in Self.longestOrderedSubset(of: assignment.compactMap { $0?.pass.position }) {
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
                if rebound { row.views.bind(item.model) }
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
                newHeights.append(measure(row, again: rebound))
            } else {
                let views = spareViews[item.kind]?.popLast() ?? makeViews(item.kind)
                views.bind(item.model)
                guard let native = listBox.insertRow(views.root.native, at: index) else { continue }
                if item.kind != .cell {
                    native.isActivatable = false
                    native.isSelectable = false
                }
                let row = TableRow(item: item, views: views, native: native)
                rowsByNative[ObjectIdentifier(native)] = row
                _ = native.onFocusChanged { [weak self, weak native] focused in
                    guard focused, let self, let native else { return }
                    self.rowFocused(native)
                }
                current.insert(row, at: index)
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

    /// Screen readers see only the rows the list holds, so each row says where it is in the
    /// whole table (GTK 3's list accessibles have no row count of their own to set), and the
    /// list says how many rows there are.
    private func announcePosition(of row: TableRow, at index: Int) {
        let count = allRows.count
        guard row.announced?.index != index || row.announced?.count != count else { return }
        row.announced = (index, count)
        row.native.accessibleDescription = "Row \(index + 1) of \(count)"
    }

    private func announceCount() {
        let description = allRows.count == 1 ? "1 row" : "\(allRows.count) rows"
        if listBox.accessibleDescription != description { listBox.accessibleDescription = description }
    }

    /// A row's height, counted into the average the rest of the table is estimated with.
    private func measure(_ row: TableRow, again: Bool) -> Double {
        if !again, let known = row.height { return known }
        let height = row.native.naturalHeight
        row.height = height
        measuredTotal += height
        measuredCount += 1
        return height
    }

    /// Models are compared only to know whether a row needs binding and measuring again;
    /// anything that is not Equatable counts as changed.
    private static func sameModel(_ a: Any, _ b: Any) -> Bool {
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

    private func reportDuplicates(_ duplicates: [(RowKey, Int, Int)]) {
        let examples = duplicates.prefix(3).map { "\($0.0.identity.base) (rows \($0.1) and \($0.2))" }
        Diagnostics.warning("""
            \(Self.self): \(duplicates.count) row(s) repeat an identity already in the table: \
            \(examples.joined(separator: ", ")). Rows are matched by identity, so each model \
            needs its own id; the repeated ones are matched by position instead.
            """)
    }

    // MARK: Input

    private func rowActivated(_ native: any NativeListRow) {
        // The row's model now, read before anyone reacting to the action can change the state.
        guard let row = rowsByNative[ObjectIdentifier(native)], row.kind == .cell,
              let model = selectedModel(row.model) else { return }
        perform(action: .selected(model))
    }

    /// A row that gets the focus (a click, Tab into the list) is scrolled fully into view, as
    /// GtkListBox does for the rows of a list in a viewport. (GTK's own follow-the-focus
    /// scrolling is off: it scrolls to where a rebound row used to be.)
    private func rowFocused(_ native: any NativeListRow) {
        guard !isRelayouting, let row = rowsByNative[ObjectIdentifier(native)],
              let offset = rows.firstIndex(where: { $0 === row }) else { return }
        scrollToRow(first + offset, at: .nearest)
    }

    private func keyPressed(_ key: ListBoxKeyPress) -> Bool {
        switch key.key {
        case .up, .down, .home, .end, .pageUp, .pageDown:
            moveCursor(key)
            return true
        default:
            return false
        }
    }

    private func refreshKeyPressed(_ key: KeyPress) -> Bool {
        let isRefresh = key == KeyPress(.f5) || key == KeyPress(.character("r"), modifiers: .control)
        guard reloadable, isRefresh else { return false }
        perform(action: .refresh)
        return true
    }

    /// GtkListBox's cursor keys, over the whole table rather than the rows it holds: the
    /// target row is materialised and scrolled to, then focused and (without Control)
    /// selected as GTK would. At either end nothing moves.
    private func moveCursor(_ key: ListBoxKeyPress) {
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
        if !key.control && row.isSelectable && listBox.selectionMode != .none {
            listBox.selectRow(row)
            selection = cursor
        }
    }
}

/// A table row, by its model's identity (or position, for models without one). An
/// identity remembers where it was last seen, which is not part of what it names: the
/// search for it after an update starts there, so a table of 100,000 rows finds a
/// selected model that a change elsewhere moved by a row or two without reading the rest.
/// (Outside the generic table class, so that using it needs no generic metadata lookups.)
private enum RowRef: Equatable {
    case identity(RowKey, near: Int)
    case position(Int)

    static func == (a: RowRef, b: RowRef) -> Bool {
        switch (a, b) {
        case let (.identity(a, _), .identity(b, _)): a == b
        case let (.position(a), .position(b)): a == b
        default: false
        }
    }

    /// The same row, last seen at `index`.
    func seen(at index: Int) -> RowRef {
        if case .identity(let key, _) = self { return .identity(key, near: index) }
        return self
    }
}

/// Identity of a row within its kind (a header and a cell may share a model).
private struct RowKey: Hashable {
    let kind: TableRowKind
    let identity: AnyHashable
}

/// The widgets of any table view, whatever its models, for ReactantTesting and tools.
@MainActor
public protocol TableViewWidgets: View {
    var listBox: any NativeListBox { get }
    /// Rows of the table (headers, cells, footers), on screen or not.
    var rowCount: Int { get }
    /// The table rows the list box holds, and those inside the viewport.
    var materializedRows: Range<Int> { get }
    var visibleRows: Range<Int> { get }
    /// The list row showing a table row, when it is materialised.
    func listRow(at index: Int) -> (any NativeListRow)?
    var scrolledWindow: any NativeScrolledWindow { get }
    var refreshButton: Button? { get }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
