/// One section of a `SimpleTableView`: the header's state, the cells' states, the footer's
/// state. `HeaderTableView` and `FooterTableView` use `Void` for the side they don't show.
public struct SectionModel<Header, Cell, Footer> {
    public var header: Header
    public var items: [Cell]
    public var footer: Footer

    public init(header: Header, items: [Cell], footer: Footer) {
        self.header = header
        self.items = items
        self.footer = footer
    }
}

extension SectionModel where Footer == Void {
    public init(header: Header, items: [Cell]) {
        self.init(header: header, items: items, footer: ())
    }
}

extension SectionModel where Header == Void {
    public init(items: [Cell], footer: Footer) {
        self.init(header: (), items: items, footer: footer)
    }
}

extension SectionModel: Equatable where Header: Equatable, Cell: Equatable, Footer: Equatable {}
extension SectionModel: Sendable where Header: Sendable, Cell: Sendable, Footer: Sendable {}
