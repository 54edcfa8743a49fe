/// A table of sections: each `SectionModel` shows a header row, its cell rows and a footer
/// row. Headers and footers can't be selected; selecting a cell sends its model.
@MainActor
open class SimpleTableView<Header: View & Component, Cell: View & Component, Footer: View & Component>:
    TableViewBase<SectionModel<Header.StateType, Cell.StateType, Footer.StateType>, Cell.StateType, Cell.ActionType>
{
    /// A table whose cells, section headers and footers come from the three factories; each runs
    /// only when the table needs one more row of its kind than it ever had. `reloadable` (or
    /// `options: .reloadable`) adds a Refresh button.
    public init(cellFactory: @escaping @MainActor () -> Cell,
                headerFactory: @escaping @MainActor () -> Header,
                footerFactory: @escaping @MainActor () -> Footer,
                style: TableViewStyle = .plain, reloadable: Bool = false, options: TableViewOptions = []) {
        super.init(style: style, reloadable: reloadable, options: options, rows: .sections(
            header: { .component(headerFactory()) }, cell: { .component(cellFactory(), sendsActions: true) },
            footer: { .component(footerFactory()) }))
    }
}

extension TableRowViews {
    /// A row showing one component, bound by setting its state; a cell's actions become the
    /// table's `.rowAction`s when `sendsActions`.
    static func component<C: View & Component>(_ component: C, sendsActions: Bool = false) -> TableRowViews {
        TableRowViews(root: component, bind: { component.componentState = $0 as! C.StateType },
                      cellActions: sendsActions ? component.action.map { $0 as Any }.eraseToAnyPublisher() : nil)
    }
}
