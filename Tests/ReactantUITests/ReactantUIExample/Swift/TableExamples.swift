// ReactantUI's Example/Source/Component/Examples/{PlainTableView,HeaderTableView,
// FooterTableView,SimpleTableView,SimulatedSeparatorTableView} Swift files, ported by
// RENAMES.md's renames: UILabel → Label. Origin and licence: ../UI/NOTICE.md.
import Reactant

final class PlainCell: ViewBase<String, Void>, TableViewCell {

    let title = Label()

}

final class PlainTableViewController: ControllerBase<Void, PlainTableViewRootView> {

    init() { // Reactant: `override init()` (the toolkit's ControllerBase has no designated init() to override)
        super.init(title: "Plain table view")
    }
}

final class PlainTableViewRootView: ViewBase<Void, Void> {

}

final class HeaderView: ViewBase<Void, Void> {
    
}

final class HeaderTableViewController: ControllerBase<Void, HeaderTableViewRootView> {

}

final class HeaderTableViewRootView: ViewBase<Void, Void> {
}

final class FooterView: ViewBase<Void, Void> {

}

final class FooterTableViewController: ControllerBase<Void, FooterTableViewRootView> {
    
}

final class FooterTableViewRootView: ViewBase<Void, Void> {
    // Not in ReactantUI's Swift: its XML binds field="footerTableView", which ReactantUI's
    // generated code reads as `target.footerTableView` too, so the example as published
    // doesn't compile with ReactantUI either. The one line it lacks:
    let footerTableView = FooterTableView<PlainCell, FooterView>(cellFactory: PlainCell.init, footerFactory: FooterView.init)
}

final class SimpleTableViewController: ControllerBase<Void, SimpleTableViewRootView> {
    
}

final class SimpleTableViewRootView: ViewBase<Void, Void> {
    
}

final class SimulatedSeparatorTableViewController: ControllerBase<Void, SimulatedSeparatorTableViewRootView> {
    
}

final class SimulatedSeparatorTableViewRootView: ViewBase<Void, Void> {
}
