/// A table row or a collection's item, by its model's identity (or position, for models
/// without one; a collection's items are all of kind `.cell`). An
/// identity remembers where it was last seen, which is not part of what it names: the
/// search for it after an update starts there, so a table of 100,000 rows finds a
/// selected model that a change elsewhere moved by a row or two without reading the rest.
/// (Outside the generic table class, so that using it needs no generic metadata lookups.)
enum RowRef: Equatable {
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

    /// The first of `0..<count` that `matches`, searching outwards from `hint`: near for
    /// changes near where the row was, the whole list only when its model is gone.
    static func nearest(to hint: Int, count: Int, where matches: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
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

/// Identity of a row within its kind (a header and a cell may share a model).
struct RowKey: Hashable {
    let kind: TableRowKind
    let identity: AnyHashable
}
