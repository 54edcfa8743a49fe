/// What a table view shows: rows, a message in place of rows, a busy indicator, or a
/// status page (no results, an error). Switching between them is immediate and leaves no
/// rows of the previous state behind.
public enum TableViewState<Model> {
    /// Rows showing these models, in order (an empty array shows no rows and no message).
    case items([Model])
    /// No rows; `message` is shown centred where the rows would be.
    case empty(message: String)
    /// No rows; a spinner is shown until the next state.
    case loading
    /// No rows; a status page with an icon, title, description and maybe a button, which
    /// makes the table send `.refresh` (see `StatusPageContent`).
    case status(StatusPageContent)

    /// The search found nothing: `.status(.noResults(for: query))`.
    public static func noResults(for query: String? = nil) -> Self { .status(.noResults(for: query)) }

    /// Loading failed: `.status(.error(…))`, with a "Try Again" button that sends `.refresh`.
    public static func error(title: String? = nil, description: String? = nil, retryTitle: String? = nil,
                             showsRetry: Bool = true) -> Self {
        .status(.error(title: title, description: description, retryTitle: retryTitle, showsRetry: showsRetry))
    }
}

extension TableViewState: Equatable where Model: Equatable {}
extension TableViewState: Sendable where Model: Sendable {}

/// What a table view reports (Reactant's table actions): `Model` is the cells' state,
/// `CellAction` what a cell reports itself (a row's delete button, its switch).
public enum TableViewAction<Model, CellAction> {
    /// A person activated a row (a click, or Enter/Space on the focused row); carries the
    /// model that row showed at that moment.
    case selected(Model)
    /// A cell reported one of its own actions; carries the model its row showed then.
    case rowAction(Model, CellAction)
    /// A person asked a reloadable table to reload (its Refresh button, Ctrl+R or F5).
    case refresh
}

/// Equatable whenever the models are: cell actions compare with `==` when they are Equatable
/// (at run time), `Void` ones are all equal, and others never equal each other.
extension TableViewAction: Equatable where Model: Equatable {
    /// True for the same case with equal models and, for `.rowAction`, equal cell actions
    /// (see the extension's comment for cell actions that are not Equatable).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.selected(a), .selected(b)): a == b
        case let (.rowAction(a, x), .rowAction(b, y)): a == b && sameCellAction(x, y)
        case (.refresh, .refresh): true
        default: false
        }
    }

    private static func sameCellAction(_ x: CellAction, _ y: CellAction) -> Bool {
        if CellAction.self == Void.self { return true }
        guard let x = x as? any Equatable else { return false }
        return x.isEqual(to: y)
    }
}

extension TableViewAction: Sendable where Model: Sendable, CellAction: Sendable {}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
/// How a table looks (UITableView's styles, in GTK's words).
public enum TableViewStyle: Sendable, Equatable {
    /// Rows edge to edge.
    case plain
    /// Rows in a framed block with a margin around it.
    case grouped
    /// GNOME's boxed list: rows in a framed block with a margin around it and a thin line
    /// between each two rows, for short lists inside a page (settings, a form's choices).
    /// GTK 3 has no boxed-list widget; GNOME's GTK 3 apps draw one as this does: a GtkListBox
    /// with Adwaita's `frame` class whose rows get a GtkSeparator header (every row but the
    /// table's first). A long list that is the page's content stays `.plain`.
    case boxedList

    /// Framed, with a margin around the rows.
    var isFramed: Bool { self != .plain }
}
