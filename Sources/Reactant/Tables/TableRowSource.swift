/// What kind of row a table shows; only cells can be selected.
enum TableRowKind: Hashable {
    case header, cell, footer
}

/// One row a table should show: its kind, the identity it is matched by (nil: by
/// position) and the state its component gets.
struct TableRowItem {
    let kind: TableRowKind
    let identity: AnyHashable?
    let model: Any

    init(kind: TableRowKind, model: Any) {
        self.kind = kind
        self.model = model
        identity = Self.identity(of: model)
    }

    init(kind: TableRowKind, identity: AnyHashable?, model: Any) {
        self.kind = kind
        self.identity = identity
        self.model = model
    }

    /// `Identifiable` models are matched by `id`, other `Hashable` ones by value, the rest
    /// by position.
    static func identity(of model: Any) -> AnyHashable? {
        if let identifiable = model as? any Identifiable { return idOf(identifiable) }
        if let hashable = model as? AnyHashable { return hashable }
        return nil
    }

    private static func idOf<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
}

/// The views of one row: `root` goes into the list row, `bind` gives the component its state
/// (creation and binding are kept apart so a row can be bound again to show another model),
/// `placed` is told whether the row is the last of the table (for separators).
@MainActor
struct TableRowViews {
    let root: View
    let bind: (Any) -> Void
    var placed: ((_ isLast: Bool) -> Void)? = nil
}

/// A row on screen.
@MainActor
final class TableRow {
    let kind: TableRowKind
    var identity: AnyHashable?
    var model: Any
    let views: TableRowViews
    let native: any NativeListRow
    /// Measured when it was last bound to a model that differs.
    var height: Double?
    /// The position told to accessibility ("Row 5 of 100"), set again only when it changes.
    var announced: (index: Int, count: Int)?
    /// What one update of the window has decided about the row so far (cheaper than sets).
    var pass = Pass()

    struct Pass {
        var taken = false
        var unchanged = false
        var staying = false
        var position = 0
    }

    init(item: TableRowItem, views: TableRowViews, native: any NativeListRow) {
        kind = item.kind
        identity = item.identity
        model = item.model
        self.views = views
        self.native = native
    }
}

/// All rows of a state, made on demand: a table of 100,000 models makes items only for the
/// rows it shows (and, to find a selected identity again, the ones it searches).
struct TableRowList {
    let count: Int
    let item: (Int) -> TableRowItem

    init(count: Int, item: @escaping (Int) -> TableRowItem) {
        self.count = count
        self.item = item
    }

    init(_ items: [TableRowItem]) {
        self.init(count: items.count) { items[$0] }
    }

    static var empty: TableRowList { TableRowList([]) }

    /// For tables whose rows are few enough to list up front (sections).
    static func listing<Model>(_ items: @escaping ([Model]) -> [TableRowItem]) -> ([Model]) -> TableRowList {
        { TableRowList(items($0)) }
    }
}
