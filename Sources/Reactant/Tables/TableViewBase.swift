/// What every table view shares: a GtkListBox in a scrolled window, the three states,
/// activation, refresh, and cheap updates. The concrete tables (`PlainTableView`,
/// `SimpleTableView`, …) only say which rows a state has and which views show them.
///
/// Updating: a new `.items` state is matched against the rows on screen. Rows whose model is
/// `Identifiable` (by `id`) or `Hashable` (by value) keep their row when the identity is
/// still there; the remaining rows are reused, in order, for the remaining models. A reused
/// component gets the new model as its `componentState`; the cell factory runs only when
/// there are more rows than before. So inserting one model in the middle creates one cell and
/// leaves the other rows, the selection and the scroll position alone.
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
    private let toolbar = Container(layout: .horizontal(spacing: 6))
    private let placeholder = Container(layout: .vertical(spacing: 12))
    private let emptyLabel = Label()
    private let spinner = Spinner()

    private let rowItems: ([Model]) -> [TableRowItem]
    private let makeViews: (TableRowKind) -> TableRowViews
    private let selectedModel: (Any) -> SelectedModel?
    private var rows: [TableRow] = []
    private var rowsByNative: [ObjectIdentifier: TableRow] = [:]

    init(style: TableViewStyle, reloadable: Bool,
         rowItems: @escaping ([Model]) -> [TableRowItem],
         makeViews: @escaping (TableRowKind) -> TableRowViews,
         selectedModel: @escaping (Any) -> SelectedModel?) {
        self.style = style
        self.reloadable = reloadable
        self.rowItems = rowItems
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
        scrolledWindow.content = listBox
        placeholder.children(spinner, emptyLabel)
        listBox.placeholder = placeholder.native
        placeholder.addStyleClass("table-placeholder")
        emptyLabel.addStyleClass("dim-label")
        emptyLabel.wraps = true
        listBox.addStyleClass("table-list")
        if style == .grouped { listBox.addStyleClass("frame") }
        _ = listBox.onRowActivated { [weak self] row in self?.rowActivated(row) }
        _ = listBox.onKeyPress { [weak self] key in self?.keyPressed(key) ?? false }
    }

    open override func setupConstraints() {
        toolbar.layout.margins(EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
        refreshButton?.layout.expand(horizontally: true, vertically: false).align(horizontal: .end)
        scrollView.layout.expand(horizontally: true, vertically: true)
        if style == .grouped { listView.layout.margins(EdgeInsets(all: 12)) }
        placeholder.layout.center().expand(horizontally: true, vertically: true)
        placeholder.layout.margins(EdgeInsets(all: 24))
    }

    open override func update() {
        switch componentState {
        case .items(let models):
            apply(rowItems(models))
            show(message: nil, loading: false)
        case .empty(let message):
            apply([])
            show(message: message, loading: false)
        case .loading:
            apply([])
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

    // MARK: Rows

    /// Number of rows (headers, cells and footers) on screen.
    public var rowCount: Int { rows.count }

    /// Makes the list show `items`, reusing rows as the type's documentation says.
    private func apply(_ items: [TableRowItem]) {
        var assignment = [TableRow?](repeating: nil, count: items.count)
        var taken = Set<ObjectIdentifier>()
        var rowsByKey: [RowKey: [TableRow]] = [:]
        for row in rows {
            if let identity = row.identity { rowsByKey[RowKey(kind: row.kind, identity: identity), default: []].append(row) }
        }
        // 1. Rows that show the same identity keep showing it.
        var seen: [RowKey: Int] = [:]
        var duplicates: [(RowKey, Int, Int)] = []
        for (index, item) in items.enumerated() {
            guard let identity = item.identity else { continue }
            let key = RowKey(kind: item.kind, identity: identity)
            if let first = seen[key] {
                duplicates.append((key, first, index))
                continue
            }
            seen[key] = index
            if let row = rowsByKey[key]?.first(where: { !taken.contains(ObjectIdentifier($0)) }) {
                assignment[index] = row
                taken.insert(ObjectIdentifier(row))
            }
        }
        if !duplicates.isEmpty { reportDuplicates(duplicates) }
        // 2. Rows left over are reused, in order, for models left over of the same kind.
        var leftovers: [TableRowKind: [TableRow]] = [:]
        for row in rows where !taken.contains(ObjectIdentifier(row)) { leftovers[row.kind, default: []].append(row) }
        for (index, item) in items.enumerated() where assignment[index] == nil {
            if var pool = leftovers[item.kind], !pool.isEmpty {
                assignment[index] = pool.removeFirst()
                leftovers[item.kind] = pool
            }
        }
        // 3. Rows nobody needs go.
        for row in leftovers.values.joined() {
            listBox.removeRow(row.native)
            rowsByNative[ObjectIdentifier(row.native)] = nil
        }
        var current = rows.filter { row in assignment.contains { $0 === row } }
        // 4. Bind, move and create, top to bottom.
        for (index, item) in items.enumerated() {
            if let row = assignment[index] {
                if row.identity != item.identity, row.native.isSelected {
                    // The selection belonged to the model this row showed before.
                    listBox.selectRow(nil)
                }
                row.identity = item.identity
                row.model = item.model
                row.views.bind(item.model)
                if current[index] !== row {
                    current.removeAll { $0 === row }
                    current.insert(row, at: index)
                    listBox.moveRow(row.native, to: index)
                }
            } else {
                let views = makeViews(item.kind)
                views.bind(item.model)
                guard let native = listBox.insertRow(views.root.native, at: index) else { continue }
                if item.kind != .cell {
                    native.isActivatable = false
                    native.isSelectable = false
                }
                let row = TableRow(item: item, views: views, native: native)
                rowsByNative[ObjectIdentifier(native)] = row
                current.insert(row, at: index)
            }
        }
        rows = current
        for (index, row) in rows.enumerated() { row.views.placed?(index == rows.count - 1) }
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

    private func keyPressed(_ key: ListBoxKeyPress) -> Bool {
        guard reloadable, key == .f5 || key == .controlR else { return false }
        perform(action: .refresh)
        return true
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
    var scrolledWindow: any NativeScrolledWindow { get }
    var refreshButton: Button? { get }
}
