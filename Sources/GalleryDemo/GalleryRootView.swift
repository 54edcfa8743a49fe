import FoundationEssentials
import Reactant

/// The pages of widgets in a tab view (a GtkStackSwitcher over a GtkStack), and a status line
/// (the state) below them.
public final class GalleryRootView: ViewBase<String, GalleryAction>, RootView {
    public let tabs = TabView()
    public let textPage = TextPage()
    public let numbersPage = NumbersPage()
    public let choicesPage = ChoicesPage()
    public let structurePage = StructurePage()
    public let iconsPage = IconsPage()
    public let listsPage = ListsPage()
    public let chartPage = ChartPage()
    public let status = Label()

    public override init() {
        super.init()
    }

    public override var actions: [Observable<GalleryAction>] {
        [textPage.action, numbersPage.action, choicesPage.action, structurePage.action, iconsPage.action,
         listsPage.action, chartPage.action]
    }

    public override func loadView() {
        tabs.addTab(textPage, title: tr("Text"))
        tabs.addTab(numbersPage, title: tr("Numbers"))
        tabs.addTab(choicesPage, title: tr("Choices"))
        tabs.addTab(structurePage, title: tr("Structure"))
        tabs.addTab(iconsPage, title: tr("Icons"))
        tabs.addTab(listsPage, title: tr("Lists"))
        tabs.addTab(chartPage, title: tr("Chart"))
        children(tabs, Separator(), status)
        // In the text colour: dim-label's 55 % opacity falls under 4.5:1 contrast.
        status.addStyleClass("gallery-status")
        status.textAlignment = 0
    }

    /// `GALLERY_PAGE=3` opens the gallery on its fourth page (for screenshots).
    public override func afterInit() {
        if let page = ProcessInfo.processInfo.environment["GALLERY_PAGE"].flatMap(Int.init) { tabs.selectedIndex = page }
    }

    public override func setupConstraints() {
        tabs.layout.expand(horizontally: true, vertically: true).margins(EdgeInsets(top: 6, leading: 0, bottom: 0, trailing: 0))
    }

    public override func update() {
        status.text = componentState
    }
}

/// A visible label for the control beside or under it, which also names that control for
/// screen readers (labelled-by).
@MainActor
func fieldLabel(_ text: String, for control: View) -> Label {
    let label = Label(text: text)
    label.textAlignment = 0
    control.labelled(by: label)
    return label
}

/// A bold heading over a group of widgets.
@MainActor
func heading(_ text: String) -> Label {
    let label = Label(text: text)
    label.addStyleClass("gallery-heading")
    label.textAlignment = 0
    return label
}

/// What a page reports when a person selects an item of a table or collection: `widget`
/// now shows `value` of the item (the gallery's status line says so).
/// (`widget` is read at each selection, as the text it names is translated then.)
func selections<Model, CellAction>(_ actions: Observable<TableViewAction<Model, CellAction>>,
                                   of widget: @escaping @autoclosure () -> String,
                                   value: @escaping (Model) -> String) -> Observable<GalleryAction> {
    actions.compactMap { action -> GalleryAction? in
        if case .selected(let model) = action { return .edited(widget: widget(), value: value(model)) }
        return nil
    }.eraseToAnyPublisher()
}
