// ReactantUI's Example/Source/Component/SelectionCell/SelectionCell.swift, ported by
// RENAMES.md's renames: UILabel → Label; `import RxSwift` dropped. Origin and licence:
// ../UI/NOTICE.md.
//
// One more change: ReactantUI's `let name = UILabel()` is `nameLabel` here, because the
// toolkit's View already has `name` (GTK's widget name, a String?), which a subclass can't
// redeclare. So SelectionCell.ui.xml (field="name") can't bind it; the generator says so (see
// ReactantUIExampleTests), and the file is kept, unchanged, in Tests/ReactantUIFixtures.
import Reactant

enum ExampleType: CaseIterable {
    case plainTableView
    case headerTableView
    case footerTableView
    case simpleTableView
    case simulatedSeparatorTableView
    case playground
    case stackView
    case progressView

    var name: String {
        switch self {
        case .plainTableView:
            return "Plain table view"
        case .headerTableView:
            return "Header table view"
        case .footerTableView:
            return "Footer table view"
        case .simpleTableView:
            return "Simple table view"
        case .simulatedSeparatorTableView:
            return "Simulated separator table view"
        case .playground:
            return "Playground"
        case .stackView:
            return "Stack view"
        case .progressView:
            return "Progress view"
        }
    }
}

final class SelectionCell: ButtonBase<ExampleType, ExampleType> {
    override var actions: [Observable<ExampleType>] {
        return [
            rx.controlEvent(.touchUpInside).withLatestFrom(observableState)
        ]
    }

    let nameLabel = Label()

    override func update() {
        nameLabel.text = componentState.name
    }
}
