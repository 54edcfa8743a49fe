/// A table of sections with a header row each and no footer.
@MainActor
open class HeaderTableView<Header: View & Component, Cell: View & Component>:
    TableViewBase<SectionModel<Header.StateType, Cell.StateType, Void>, Cell.StateType, Cell.ActionType>
{
    /// A table whose cells come from `cellFactory` and whose section headers from
    /// `headerFactory`; each factory runs only when the table needs one more row than it ever had.
    /// `reloadable` (or `options: .reloadable`) adds a Refresh button.
    public init(cellFactory: @escaping @MainActor () -> Cell,
                headerFactory: @escaping @MainActor () -> Header,
                style: TableViewStyle = .plain, reloadable: Bool = false, options: TableViewOptions = []) {
        super.init(style: style, reloadable: reloadable, options: options, rows: .sections(
            header: { .component(headerFactory()) }, cell: { .component(cellFactory(), sendsActions: true) }, footer: nil))
    }
}
