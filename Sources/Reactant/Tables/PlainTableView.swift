/// A table of cells only: `Cell` is any view component whose state is the row's model.
///
///     final class NamesRootView: PlainTableView<LabelView>, RootView {
///         init() {
///             super.init(cellFactory: LabelView.init, style: .plain, reloadable: false)
///         }
///     }
///
/// `RootView` asks for `init()`; a `final` class satisfies it with a plain `init()` as above,
/// a class meant to be subclassed must write `required init()`.
@MainActor
open class PlainTableView<Cell: View & Component>: TableViewBase<Cell.StateType, Cell.StateType, Cell.ActionType> {
    /// A table of `cellFactory`'s cells, one row per model of an `.items` state.
    ///
    /// - Parameters:
    ///   - cellFactory: creates an empty cell; the table sets its `componentState` (again,
    ///     whenever the cell is reused for another model).
    ///   - style: `.plain` puts the rows edge to edge; `.grouped` and `.boxedList` frame them.
    ///   - reloadable: shows a Refresh button and answers Ctrl+R and F5 with `.refresh`.
    ///   - options: Reactant's way to say the same, and `.deselectsAutomatically`.
    public init(cellFactory: @escaping @MainActor () -> Cell, style: TableViewStyle = .plain, reloadable: Bool = false, options: TableViewOptions = []) {
        super.init(style: style, reloadable: reloadable, options: options, rows: .cells { .component(cellFactory(), sendsActions: true) })
    }

    /// A table whose cells are made with the cell's `init()`, as Reactant's default
    /// `cellFactory: CELL.init` (the cell conforms to `TableViewCell`, which asks for it):
    /// `super.init(reloadable: false)` in a subclass, `PlainTableView<NoteCell>()` inline.
    public init(style: TableViewStyle = .plain, reloadable: Bool = false, options: TableViewOptions = []) where Cell: TableViewCell {
        super.init(style: style, reloadable: reloadable, options: options, rows: .cells { .component(Cell(), sendsActions: true) })
    }
}
