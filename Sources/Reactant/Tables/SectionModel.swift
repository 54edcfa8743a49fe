/// One section of a `SimpleTableView`: the header's state, the cells' states, the footer's
/// state. `HeaderTableView` and `FooterTableView` use `Void` for the side they don't show.
public struct SectionModel<Header, Cell, Footer> {
    /// The state the section's header component shows.
    public var header: Header
    /// The states of the section's cells, one row each, top to bottom; an empty section shows only
    /// its header and footer.
    public var items: [Cell]
    /// The state the section's footer component shows.
    public var footer: Footer

    /// A section with a header, cells and a footer, for a `SimpleTableView`.
    public init(header: Header, items: [Cell], footer: Footer) {
        self.header = header
        self.items = items
        self.footer = footer
    }
}

extension SectionModel where Footer == Void {
    /// A section without a footer, for a `HeaderTableView`.
    public init(header: Header, items: [Cell]) {
        self.init(header: header, items: items, footer: ())
    }
}

extension SectionModel where Header == Void {
    /// A section without a header, for a `FooterTableView`.
    public init(items: [Cell], footer: Footer) {
        self.init(header: (), items: items, footer: footer)
    }
}

extension SectionModel: Equatable where Header: Equatable, Cell: Equatable, Footer: Equatable {}
extension SectionModel: Sendable where Header: Sendable, Cell: Sendable, Footer: Sendable {}
