/// A table of sections with a footer row each and no header.
@MainActor
open class FooterTableView<Cell: View & Component, Footer: View & Component>:
    TableViewBase<SectionModel<Void, Cell.StateType, Footer.StateType>, Cell.StateType, Cell.ActionType>
{
    public init(cellFactory: @escaping @MainActor () -> Cell,
                footerFactory: @escaping @MainActor () -> Footer,
                style: TableViewStyle = .plain, reloadable: Bool = false, options: TableViewOptions = []) {
        super.init(style: style, reloadable: reloadable, options: options, rows: .sections(
            header: nil, cell: { .component(cellFactory(), sendsActions: true) }, footer: { .component(footerFactory()) }))
    }
}
