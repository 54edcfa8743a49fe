/// What a table view shows: rows, a message in place of rows, or a busy indicator.
/// Switching between them is immediate and leaves no rows of the previous state behind.
public enum TableViewState<Model> {
    case items([Model])
    /// No rows; `message` is shown centred where the rows would be.
    case empty(message: String)
    /// No rows; a spinner is shown until the next state.
    case loading
}

extension TableViewState: Equatable where Model: Equatable {}
extension TableViewState: Sendable where Model: Sendable {}

/// What a table view reports.
public enum TableViewAction<Model> {
    /// A person activated a row (a click, or Enter/Space on the focused row); carries the
    /// model that row showed at that moment.
    case selected(Model)
    /// A person asked a reloadable table to reload (its Refresh button, Ctrl+R or F5).
    case refresh
}

extension TableViewAction: Equatable where Model: Equatable {}
extension TableViewAction: Sendable where Model: Sendable {}

/// How a table looks (UITableView's styles, in GTK's words).
public enum TableViewStyle: Sendable, Equatable {
    /// Rows edge to edge.
    case plain
    /// Rows in a framed block with a margin around it (GTK's "boxed list" look).
    case grouped
}
