/// A table of sections: each `SectionModel` shows a header row, its cell rows and a footer
/// row. Headers and footers can't be selected; selecting a cell sends its model.
@MainActor
open class SimpleTableView<Header: View & Component, Cell: View & Component, Footer: View & Component>:
    TableViewBase<SectionModel<Header.StateType, Cell.StateType, Footer.StateType>, Cell.StateType>
{
    public init(cellFactory: @escaping @MainActor () -> Cell,
                headerFactory: @escaping @MainActor () -> Header,
                footerFactory: @escaping @MainActor () -> Footer,
                style: TableViewStyle = .plain, reloadable: Bool = false) {
        super.init(
            style: style, reloadable: reloadable,
            rowList: TableRowList.listing { sections in
                sections.flatMap { $0.rowItems(header: true, footer: true) }
            },
            makeViews: { kind in
                switch kind {
                case .header: TableRowViews.component(headerFactory())
                case .cell: TableRowViews.component(cellFactory())
                case .footer: TableRowViews.component(footerFactory())
                }
            },
            selectedModel: { $0 as? Cell.StateType })
    }
}

extension TableRowViews {
    /// A row showing one component, bound by setting its state.
    static func component<C: View & Component>(_ component: C) -> TableRowViews {
        TableRowViews(root: component, bind: { component.componentState = $0 as! C.StateType })
    }
}

extension SectionModel {
    /// The section's rows in order: its header row (when the table shows headers), a row per
    /// cell, and its footer row (when the table shows footers).
    func rowItems(header: Bool, footer: Bool) -> [TableRowItem] {
        var rows: [TableRowItem] = []
        rows.reserveCapacity(items.count + 2)
        if header { rows.append(TableRowItem(kind: .header, model: self.header)) }
        rows.append(contentsOf: items.lazy.map { TableRowItem(kind: .cell, model: $0) })
        if footer { rows.append(TableRowItem(kind: .footer, model: self.footer)) }
        return rows
    }
}
