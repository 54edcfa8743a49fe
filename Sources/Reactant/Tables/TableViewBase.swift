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
open class TableViewBase<Model, SelectedModel, CellAction>:
    ItemBoxViewBase<Model, SelectedModel, CellAction>, TableViewWidgets
{
    /// How the table is drawn (plain rows, framed, or GNOME's boxed list), fixed at init.
    public let style: TableViewStyle

    /// The list of rows (for tests and tools).
    public let listBox: any NativeListBox

    let rowList: ([Model]) -> TableRowList
    let makeViews: (TableRowKind) -> TableRowViews
    let selectedModel: (Any) -> SelectedModel?

    /// The height of every cell row (UITableView's `rowHeight`, as Reactant's table views
    /// forward it); nil, the default, lets each row be as tall as its cell wants. GTK treats
    /// it as a minimum: a cell whose content needs more grows, rather than being clipped.
    public var rowHeight: Double? {
        didSet { rowHeightDidChange() }
    }

    /// Whether lines separate the rows (UITableView's `separatorStyle`). A boxed list has
    /// them and a plain or grouped table doesn't, unless set otherwise.
    public var separatorStyle: TableViewCellSeparatorStyle {
        didSet { if separatorStyle != oldValue { invalidate() } }
    }

    /// A view above the rows (Reactant's `headerView`, UITableView's `tableHeaderView`); it
    /// stays in place while the rows scroll, and shows with the empty and loading states too.
    public var headerView: View? {
        didSet { chromeViewsDidChange(old: oldValue) }
    }

    /// A view below the rows (Reactant's `footerView`, UITableView's `tableFooterView`), as
    /// `headerView`.
    public var footerView: View? {
        didSet { chromeViewsDidChange(old: oldValue) }
    }

    /// Every row of the current state.
    var allRows = TableRowList.empty
    /// The materialised rows, top to bottom, and their measured heights; `rows[0]` shows
    /// table row `first`.
    var rows: [TableRow] = []
    var heights: [Double] = []
    /// Height of the spacer above the window: where row `first` starts.
    var topSpace = 0.0
    /// The heights the spacers were last given (`setSpacers`).
    var spacerHeights: (top: Int, bottom: Int)?
    var rowsByNative: [ObjectIdentifier: TableRow] = [:]
    /// Cells of rows the window gave up, by kind, for rows it needs later (UITableView's
    /// reuse queue): the cell factory runs only when this is empty.
    var spareViews: [TableRowKind: Recycler<TableRowViews>] = [:]
    var measuredTotal = 0.0
    var measuredCount = 0
    /// A new list came since the window was last bound: its rows are matched by identity.
    var listChanged = false
    /// The row count the list's accessible description says, the message it used and the text.
    var announcedCount: (count: Int, format: String, text: String)?
    var placeDescriptions = PlaceDescriptions()

    /// Extra height materialised above and below the viewport. Scrolling materialises what
    /// comes into view before the frame is drawn, so the margin only has to spare small
    /// steps the rebinding; a larger one costs every jump more rows to bind.
    var margin: Double { max(40, scrolledWindow.viewportHeight / 10) }
    /// Cairo draws with 24.8 fixed-point coordinates (about 8 million pixels), so a huge
    /// table counts fewer pixels for each row it has not shown.
    static var maximumContentHeight: Double { 4_000_000 }
    /// Space between the content's top and the first row (the grouped style's margin).
    var contentInset: Double { style.isFramed ? 12 : 0 }

    init(style: TableViewStyle, reloadable: Bool, options: TableViewOptions = [], rows recipe: TableRowRecipe<Model, SelectedModel>) {
        self.style = style
        rowList = recipe.rowList
        makeViews = recipe.makeViews
        selectedModel = recipe.selectedModel
        separatorStyle = style == .boxedList ? .singleLine : .none
        listBox = Backends.current.makeListBox()
        super.init(box: listBox, reloadable: reloadable || options.contains(.reloadable))
        deselectsAutomatically = options.contains(.deselectsAutomatically)
        componentState = .items([])
    }

    open override func loadView() {
        addStyleClass("table-view")
        loadChrome(list: boxView)
        statusPage.addStyleClass("table-placeholder")
        listBox.addStyleClass("table-list")
        topSpacer.addStyleClass("table-spacer")
        bottomSpacer.addStyleClass("table-spacer")
        if style.isFramed { listBox.addStyleClass("frame") }
        if style == .boxedList { listBox.addStyleClass("boxed-list") }
        _ = listBox.onRowActivated { [weak self] row in self?.rowActivated(row) }
        _ = listBox.onKeyPress { [weak self] key in self?.keyPressed(key) ?? false }
        _ = scrolledWindow.onScrolled { [weak self] in self?.scrolled() }
    }

    open override func setupConstraints() {
        setupChromeConstraints()
        if style.isFramed { scrollContent.layout.margins(EdgeInsets(all: 12)) }
    }

    /// Focuses the selected row, else the first (see `focusSelectedRow`).
    open override func focus() { focusSelectedRow() }

    /// True while one of the rows has the focus.
    open override var hasFocus: Bool { rows.contains { $0.native.isFocus } }

    override func showItems(_ models: [Model]?) {
        show(models.map(rowList) ?? .empty)
    }

    override func didShowItems() { returnFocusToRows() }

    /// Rows that come while their shown window has no focus at all take it: the cursor's
    /// model (or the first row shown). That is a focus the rows had before a refresh, or one
    /// a page pushed from the keyboard could not take while it was still loading, which would
    /// leave the keyboard doing nothing until Tab. A focus the person put somewhere stays.
    private func returnFocusToRows() {
        var top: any NativeWidget = native
        while let parent = top.nativeParent { top = parent }
        guard let window = top as? any NativeWindow, window.isShown, window.focusedWidget == nil,
              native.isEffectivelyVisible, !rows.isEmpty else { return }
        restoreSelection(focusWasInList: true)
    }

    /// Changes the models the table shows in place and shows the result, as setting
    /// `.items` would. `change` works on the table's own array, so changing or inserting one
    /// model of 100,000 copies none of them; setting `.items` from an array of one's own
    /// copies all of them when the table still shares it (Swift's copy on write), and frees
    /// the table's previous array. In another state than `.items`, `change` starts from an
    /// empty array. While `change` runs, the table's `componentState` reads `.items([])`.
    public func updateItems(_ change: (inout [Model]) -> Void) {
        changeModelsInPlace(change)
    }

    override func holdWithoutUpdate(_ models: [Model]) {
        core.storeWithoutUpdate(.items(models))
        allRows = rowList(models)
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

    /// Where `scrollToRow(_:at:)` puts the row in the viewport (UITableView's scroll positions).
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
                // The selection and focus as GTK has them, before the rows show other models
                // (as `relayout` reads them).
                if !listChanged { syncSelection() }
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
}
