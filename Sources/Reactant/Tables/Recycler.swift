/// The views a recycling list gave up, kept for the next ones it needs (UITableView's reuse
/// queue, Reactant's Recycler): `obtain` makes a view only when none is spare. At most
/// `limit` wait, so a list whose window was once large doesn't keep that many cells forever.
/// Tables keep one per row kind; collection views one for their cells.
struct Recycler<Item> {
    static var defaultLimit: Int { 64 }
    let limit: Int
    private(set) var spares: [Item] = []

    init(limit: Int = Self.defaultLimit) {
        self.limit = limit
    }

    /// A spare view, else a new one from `make`.
    mutating func obtain(orMake make: () -> Item) -> Item {
        spares.popLast() ?? make()
    }

    /// Keeps `item` for later, unless `limit` views wait already (then it goes).
    mutating func recycle(_ item: Item) {
        if spares.count < limit { spares.append(item) }
    }
}
