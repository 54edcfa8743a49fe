import FoundationEssentials
import Reactant

public enum MainAction: Equatable, Sendable {
    case refresh
}

/// What the window shows: a title, the time, and a button that asks for a new time.
public final class MainRootView: ViewBase<Date, MainAction>, RootView {
    public override var actions: [Observable<MainAction>] {
        [refreshButton.tap.rewrite(with: .refresh)]
    }

    private let icon = ImageView(iconName: "@APP_ID@", size: .dialog)
    private let title = Label(text: Localization.fill(tr("Hello from %@"), "@NAME@"))
    let time = Label()
    let refreshButton = Button(title: tr("Refresh"))
    public override func update() {
        // The person's time format (LC_TIME), which Foundation's DateFormatter would ignore.
        time.text = LocaleFormats.string(from: componentState, dateStyle: .none, timeStyle: .medium)
    }

    public override func loadView() {
        children(icon, title, time, refreshButton)
        addStyleClass("@EXECUTABLE@")
        title.addStyleClass("@EXECUTABLE@-title")
        time.addStyleClass("reactant-caption")
        refreshButton.addStyleClass("suggested-action")
    }

    public override func setupConstraints() {
        icon.layout.edges(.top, inset: 20).centerX()
        title.layout.below(icon, offset: 8).centerX()
        time.layout.below(title, offset: 8).centerX()
        refreshButton.layout.below(time, offset: 16).centerX()
    }
}
