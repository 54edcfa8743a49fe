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
    init()
    func setSelected(_ selected: Bool, animated: Bool)
    func setHighlighted(_ highlighted: Bool, animated: Bool)
}

extension TableViewCell {
    public func setSelected(_ selected: Bool, animated: Bool) {}
    public func setHighlighted(_ highlighted: Bool, animated: Bool) {}
}

/// UITableView's `separatorStyle`.
public enum TableViewCellSeparatorStyle: Equatable, Sendable {
    case none
    case singleLine
}

/// Reactant's name for a plain table's action: `.selected(model)`, `.rowAction(model,
/// action)`, `.refresh`.
public typealias PlainTableViewAction<Cell: Component> = TableViewAction<Cell.StateType, Cell.ActionType>
