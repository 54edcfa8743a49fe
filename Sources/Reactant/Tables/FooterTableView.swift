/// A table of sections with a footer row each and no header.
@MainActor
open class FooterTableView<Cell: View & Component, Footer: View & Component>:
    TableViewBase<SectionModel<Void, Cell.StateType, Footer.StateType>, Cell.StateType, Cell.ActionType>
{
    /// A table whose cells come from `cellFactory` and whose section footers from
    /// `footerFactory`; each factory runs only when the table needs one more row than it ever had.
    /// `reloadable` (or `options: .reloadable`) adds a Refresh button.
    public init(cellFactory: @escaping @MainActor () -> Cell,
                footerFactory: @escaping @MainActor () -> Footer,
                style: TableViewStyle = .plain, reloadable: Bool = false, options: TableViewOptions = []) {
        super.init(style: style, reloadable: reloadable, options: options, rows: .sections(
            header: nil, cell: { .component(cellFactory(), sendsActions: true) }, footer: { .component(footerFactory()) }))
    }
}
