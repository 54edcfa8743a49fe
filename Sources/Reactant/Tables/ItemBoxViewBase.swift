/// What a table and a collection view are before their geometry: a recycling item box
/// (`NativeItemBox`: a list box or a flow box) between two spacers in a scrolled window,
/// the status page and Refresh toolbar around it (`RecyclingListChrome`), the models in
/// storage of the view's own (`ModelOwning`), the selected and focused models, and the
/// states shown. `TableViewBase` lays the items out as rows of varying height,
/// `CollectionViewBase` as a grid of equal cells.
@MainActor
open class ItemBoxViewBase<Model, SelectedModel, CellAction>:
    ViewBase<TableViewState<Model>, TableViewAction<SelectedModel, CellAction>>,
    ModelOwning, RecyclingListChrome
{
    public let reloadable: Bool
    public let scrolledWindow: any NativeScrolledWindow
    /// The Refresh button of a reloadable view; nil otherwise.
    public let refreshButton: Button?
    /// What the view shows instead of its items: the `.empty` message or `.loading`, as a
    /// GNOME status page.
    public let statusPage = StatusPage()
    /// The symbolic icon above an `.empty` state's message.
    open var emptyIconName: String { "view-list-symbolic" }

    /// Clears the selection right after an item sends `.selected`, as Reactant's
    /// `deselectsAutomatically` (the keyboard focus stays on the item). Off by default: the
    /// selection stays on its model.
    public var deselectsAutomatically = false

    let scrollView: View
    /// The item box as a view.
    let boxView: View
    /// What the scrolled window scrolls: the spacers and the item box between them.
    let scrollContent = Container(layout: .vertical())
    let topSpacer = Container()
    let bottomSpacer = Container()
    let toolbar = Container(layout: .horizontal(spacing: 6))

    /// The first materialised row or item.
    var first = 0
    /// The selected and the focused model (by identity, else position).
    var selection: RowRef?
    var cursor: RowRef?
    var isRelayouting = false
    /// The models in storage of the view's own (see `ModelStorage`), and whether a new
    /// `.items` array waits for idle time to be brought into it.
    var ownedModels = ModelStorage<Model>()
    var owningModelsScheduled = false

    init(box: any NativeWidget, reloadable: Bool) {
        self.reloadable = reloadable
        scrolledWindow = Backends.current.makeScrolledWindow()
        scrollView = View(native: scrolledWindow)
        boxView = View(native: box)
        refreshButton = reloadable ? Button(title: rtr("Refresh")) : nil
        super.init()
        // Models a new state replaces are freed when the backend is idle; keeping them as the
        // previous state would hold them until the next one (`previousComponentState` is nil).
        core.keepsPreviousState = false
    }

    open override var actions: [Observable<TableViewAction<SelectedModel, CellAction>>] {
        // A status page's button (an error's "Try Again") asks to load again.
        [statusPage.actionTapped.rewrite(with: .refresh)] + (refreshButton.map { [$0.tap.rewrite(with: .refresh)] } ?? [])
    }

    open override func update() {
        switch componentState {
        case .items(let models):
            showItems(models)
            showStatus(message: nil, loading: false)
            didShowItems()
            scheduleOwningModels()
        case .empty(let message):
            showItems(nil)
            showStatus(message: message, loading: false)
        case .loading:
            showItems(nil)
            showStatus(message: nil, loading: true)
        case .status(let content):
            showItems(nil)
            showStatus(content)
        }
    }

    /// Shows `models` in the item box (nil: no items, for the other states).
    func showItems(_ models: [Model]?) { fatalError("ItemBoxViewBase.showItems is for the layouts to give") }
    /// After an `.items` state is shown, before its models are taken into storage.
    func didShowItems() {}

    /// Stores `.items(models)` without updating (`ModelOwning`); the layouts derive what they
    /// show from the models here too.
    func holdWithoutUpdate(_ models: [Model]) { fatalError("ItemBoxViewBase.holdWithoutUpdate is for the layouts to give") }

    func sendRefresh() {
        perform(action: .refresh)
    }
}
