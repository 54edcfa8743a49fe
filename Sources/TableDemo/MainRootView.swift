import FoundationEssentials
import Reactant

public enum MainAction: Equatable, Sendable {
    case updateLabel, openTable, openEmptyTable, openBranch
}

/// The main screen: today's date and time, and buttons.
public final class MainRootView: ViewBase<Date, MainAction>, RootView {
    let label = Label()
    let updateButton = Button(title: tr("Update"))
    let openTableButton = Button(title: tr("Open table"))
    let openEmptyTableButton = Button(title: tr("Open an empty table"))
    let openBranchButton = Button(title: tr("Open the table in a branch"))

    public override var actions: [Observable<MainAction>] {
        [updateButton.tap.rewrite(with: .updateLabel),
         openTableButton.tap.rewrite(with: .openTable),
         openEmptyTableButton.tap.rewrite(with: .openEmptyTable),
         openBranchButton.tap.rewrite(with: .openBranch)]
    }

    public override func loadView() {
        children(label, updateButton, openTableButton, openEmptyTableButton, openBranchButton)
        label.addStyleClass("date")
    }

    public override func setupConstraints() {
        label.layout.edges(.leading, .top, .trailing, inset: 20)
        updateButton.layout.below(label, offset: 20).centerX()
        openTableButton.layout.below(updateButton, offset: 12).centerX()
        openEmptyTableButton.layout.below(openTableButton, offset: 12).centerX()
        openBranchButton.layout.below(openEmptyTableButton, offset: 12).centerX()
    }

    public override func update() {
        // In the person's locale (LC_TIME), which Foundation's default formatter ignores.
        label.text = LocaleFormats.string(from: componentState, dateStyle: .medium, timeStyle: .medium)
    }
}
