/// Reactant's `TableViewCell`: a cell that wants to know when its row is highlighted (while a
/// person presses it) and selected. Both have empty defaults. A table calls them as UIKit
/// does for a tap: `setHighlighted(true)`, `setHighlighted(false)`, `setSelected(true)`; and
/// `setSelected(false)` when the selection leaves the row (another row is selected, the table
/// deselects automatically, or the row is reused for another model).
///
/// The protocol also asks for `init()`, which `PlainTableView(style:reloadable:)` uses as
/// the cell factory, as Reactant's uses `CELL.init`: a `final class` cell has it from
/// `ViewBase`; a non-final one writes `required init()` (as for `RootView`).
@MainActor
public protocol TableViewCell: AnyObject {
    /// Creates a cell; the table calls it whenever it needs a new row (the factory of
    /// `PlainTableView(style:reloadable:)`).
    init()
    /// Called with `true` when the cell's row becomes the selected one and `false` when the
    /// selection leaves it; `animated` is what UIKit would pass, and GTK itself draws the
    /// selection at once.
    func setSelected(_ selected: Bool, animated: Bool)
    /// Called with `true` while a person presses the cell's row and `false` on release;
    /// `animated` is what UIKit would pass.
    func setHighlighted(_ highlighted: Bool, animated: Bool)
}

extension TableViewCell {
    /// Does nothing: a cell that doesn't care about the selection needs no code.
    public func setSelected(_ selected: Bool, animated: Bool) {}
    /// Does nothing: a cell that doesn't care about presses needs no code.
    public func setHighlighted(_ highlighted: Bool, animated: Bool) {}
}

/// UITableView's `separatorStyle`.
public enum TableViewCellSeparatorStyle: Equatable, Sendable {
    /// No line between rows.
    case none
    /// A thin line between rows (GtkListBox's separator), as UITableView's default.
    case singleLine
}

/// Reactant's name for a plain table's action: `.selected(model)`, `.rowAction(model,
/// action)`, `.refresh`.
public typealias PlainTableViewAction<Cell: Component> = TableViewAction<Cell.StateType, Cell.ActionType>
