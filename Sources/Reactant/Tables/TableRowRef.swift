/// A table row, by its model's identity (or position, for models without one). An
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
}

/// Identity of a row within its kind (a header and a cell may share a model).
struct RowKey: Hashable {
    let kind: TableRowKind
    let identity: AnyHashable
}
