import Reactant

/// The table of names, used directly as the controller's root view (as in the seed).
public final class TableViewRootView: PlainTableView<LabelView>, RootView {
    public init() {
        super.init(cellFactory: LabelView.init, style: .plain, reloadable: true)
    }
}
