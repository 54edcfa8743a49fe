#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import Reactant

/// The bench's main page: a table of names whose rows have a context menu, and the commands
/// the scenarios reach (as the table demo has them).
final class SoakPage: ControllerBase<Void, NamesTable> {
    init() {
        super.init(title: "Soak", root: NamesTable())
        let copy = Command("copy-name", title: "Copy Name") { _ in }
        let details = Command("show-details", title: "Show Details") { _ in }
        commands = [copy, details]
        rootView.setRowContextMenu { name in
            Menu([MenuItem(details, target: name)], [MenuItem(copy, target: name)])
        }
        rootView.componentState = .items(["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Grace Hopper"])
    }
}

final class NamesTable: PlainTableView<NameCell> {
    init() { super.init(cellFactory: NameCell.init, style: .plain) }
}

final class NameCell: ViewBase<String, Void> {
    private let label = Label()
    override func loadView() { children(label) }
    override func update() { label.text = componentState }
}

/// What a presented or pushed controller shows: a label and a field, as a small form would.
final class DetailPage: ControllerBase<Void, DetailView> {
    init() { super.init(title: "Details", root: DetailView()) }
}

final class DetailView: ViewBase<Void, Void> {
    private let label = Label(text: "Name")
    private let field = TextField()
    override func loadView() { children(label, field) }
}
#endif // GTK3
