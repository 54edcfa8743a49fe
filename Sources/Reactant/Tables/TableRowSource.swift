/// What kind of row a table shows; only cells can be selected.
enum TableRowKind: Hashable {
    case header, cell, footer

    /// `hash` (an identity's) made different for each kind, as rows of different kinds
    /// with the same identity are different rows.
    func salted(_ hash: Int) -> Int {
        switch self {
        case .cell: hash
        case .header: hash &* 31 &+ 1
        case .footer: hash &* 31 &+ 2
        }
    }
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
    /// The cell's own actions, for `.rowAction` (nil for headers and footers).
    var cellActions: Observable<Any>? = nil
    /// The table's subscription to `cellActions`, which lives as long as these views.
    var subscription: AnyCancellable? = nil
}

/// A row on screen.
@MainActor
final class TableRow {
    let kind: TableRowKind
    var identity: AnyHashable? {
        didSet { knownIdentityHash = nil }
    }
    var model: Any
    let views: TableRowViews
    let native: any NativeListRow
    /// Measured when it was last bound to a model that differs.
    var height: Double?
    /// Has a separator above it (a boxed list's row that isn't the table's first).
    var separated = false
    /// The accessible name `nameByContent` last gave the row (`isNamed`: whether it gave one;
    /// a row's name may be nil, for content without labels).
    var accessibleName: String?
    var isNamed = false
    /// What its cell was last told by `setSelected(_:animated:)` (`TableViewCell`).
    var toldSelected = false
    /// The position told to accessibility ("Row 5 of 100"), set again only when it changes.
    /// The position as the locale writes it is kept with it: a row count that changes (an
    /// insertion anywhere) tells every row again, but formats only their counts anew.
    var announced: (index: Int, count: Int, position: String)?
    /// What one update of the window has decided about the row so far (cheaper than sets).
    var pass = Pass()
    private var knownIdentityHash: Int?

    /// The identity's hash, worked out once for each identity the row shows: an update
    /// looks for repeated identities in the window by their hashes.
    var identityHash: Int {
        if let knownIdentityHash { return knownIdentityHash }
        let hash = identity?.hashValue ?? 0
        knownIdentityHash = hash
        return hash
    }

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
    /// Whether row `index` is of `kind` and its model has the same bits as `model` (what a
    /// row shows): then it is the same value, with the same identity, and a row showing it
    /// needs no item made, no identity looked up and no comparison (see `ModelStorage`).
    /// False when it can't tell cheaply.
    let isShown: (_ index: Int, _ kind: TableRowKind, _ model: Any) -> Bool

    init(count: Int, item: @escaping (Int) -> TableRowItem,
         isShown: @escaping (Int, TableRowKind, Any) -> Bool = { _, _, _ in false }) {
        self.count = count
        self.item = item
        self.isShown = isShown
    }

    /// A row per model, each a cell (plain tables).
    init<Model>(cells models: [Model]) {
        self.init(count: models.count, item: { TableRowItem(kind: .cell, model: models[$0]) },
                  isShown: { index, kind, model in
            // A cast to the one concrete type and a memcmp, where an item costs a box, two
            // protocol casts and an AnyHashable.
            guard kind == .cell, let model = model as? Model else { return false }
            return ModelStorage.sameBits(models[index], model)
        })
    }

    static var empty: TableRowList { TableRowList(cells: [Never]()) }

    /// The rows of sections (a header row when `header`, a row per cell, a footer row when
    /// `footer`), made on demand like a plain table's: an update costs a pass over the
    /// sections, not an item for every row, and finding a row a binary search over where
    /// the sections start.
    init<Header, Cell, Footer>(sections: [SectionModel<Header, Cell, Footer>], header: Bool, footer: Bool) {
        let extra = (header ? 1 : 0) + (footer ? 1 : 0)
        var starts: [Int] = []
        starts.reserveCapacity(sections.count)
        var count = 0
        for section in sections {
            starts.append(count)
            count += section.items.count + extra
        }
        self.init(count: count) { index in
            // The last section starting at or before `index` (sections without rows start
            // where the next one does, and lose to it).
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= index { low = middle } else { high = middle - 1 }
            }
            let section = sections[low]
            var offset = index - starts[low]
            if header {
                if offset == 0 { return TableRowItem(kind: .header, model: section.header) }
                offset -= 1
            }
            if offset < section.items.count { return TableRowItem(kind: .cell, model: section.items[offset]) }
            return TableRowItem(kind: .footer, model: section.footer)
        }
    }
}
