/// One book on the shelf. `Identifiable`, so the table keeps a row (and its selection) on the
/// same book when the list changes.
public struct Book: Identifiable, Hashable, Sendable {
    public let id: Int
    public var title: String
    public var author: String
}
