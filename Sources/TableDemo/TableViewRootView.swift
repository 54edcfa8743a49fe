import Reactant

/// The table of names, used directly as the controller's root view (as in the seed). Its
/// Refresh is the header bar's icon button (the controller's command), as GNOME apps have it,
/// so the table itself draws none.
public final class TableViewRootView: PlainTableView<LabelView>, RootView {
    public init() {
        super.init(cellFactory: LabelView.init, style: .plain, reloadable: false)
    }
}
