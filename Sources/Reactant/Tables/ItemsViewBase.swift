/// What every view of `TableViewState` items is before how it shows the items: the four
/// states, the status page that stands in for the items in all but `.items`, and for a
/// reloadable view a Refresh button; the button, Ctrl+R and F5 (through `refreshKeyPressed`)
/// and the status page's own button (an error's "Try Again") send `.refresh`.
///
/// `ItemBoxViewBase` (tables and collection views: a recycling item box in a scrolled window)
/// and `PagingCollectionView` (two cells on a stack) build on it.
@MainActor
open class ItemsViewBase<Model, SelectedModel, CellAction>:
    ViewBase<TableViewState<Model>, TableViewAction<SelectedModel, CellAction>>
{
    /// Whether the view has a Refresh button and reloads on Ctrl+R and F5, sending `.refresh`.
    public let reloadable: Bool
    /// The Refresh button of a reloadable view; nil otherwise.
    public let refreshButton: Button?
    /// What the view shows instead of its items: the `.empty` message, `.loading` or a
    /// `.status`, as a GNOME status page.
    public let statusPage = StatusPage()
    /// The symbolic icon above an `.empty` state's message.
    open var emptyIconName: String { "view-list-symbolic" }
    /// The status page is hidden and shows nothing (the items show): a new `.items` state
    /// leaves it alone, rather than setting its icon, spinner and texts again on every update.
    private var statusPageIsClear = false

    init(reloadable: Bool) {
        self.reloadable = reloadable
        refreshButton = reloadable ? Button(title: rtr("Refresh")) : nil
        super.init()
    }

    open override var actions: [Observable<TableViewAction<SelectedModel, CellAction>>] {
        [statusPage.actionTapped.rewrite(with: .refresh)] + (refreshButton.map { [$0.tap.rewrite(with: .refresh)] } ?? [])
    }

    open override func update() {
        switch componentState {
        case .items(let models):
            showItems(models)
            showStatus(message: nil, loading: false)
            didShowItems()
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

    /// Shows `models` (nil: no items, for the other states).
    func showItems(_ models: [Model]?) { fatalError("ItemsViewBase.showItems is for the views to give") }
    /// After an `.items` state is shown.
    func didShowItems() {}
    /// What else changes as the status page shows (`true`) or hides, besides the page itself.
    func statusPageShown(_ shows: Bool) {}

    /// The status page instead of the items: `message` for `.empty`, a spinner while
    /// `loading`; with neither, the items (the page showing nothing, its spinner stopped).
    func showStatus(message: String?, loading: Bool) {
        if loading {
            statusPage.showLoading()
            showsStatusPage(true)
        } else if let message {
            showStatus(StatusPageContent(iconName: emptyIconName, title: message))
        } else if !statusPageIsClear {
            statusPage.show(iconName: nil, title: "")
            showsStatusPage(false)
            statusPageIsClear = true
        }
    }

    /// The status page with `content` (`.status`: no results, an error) instead of the items.
    func showStatus(_ content: StatusPageContent) {
        statusPage.show(content)
        showsStatusPage(true)
    }

    private func showsStatusPage(_ shows: Bool) {
        statusPageIsClear = false
        statusPage.isHidden = !shows
        statusPageShown(shows)
    }

    /// Ctrl+R and F5 on a reloadable view send `.refresh`; true when the key was one of them.
    func refreshKeyPressed(_ key: KeyPress) -> Bool {
        let isRefresh = key == KeyPress(.f5) || key == KeyPress(.character("r"), modifiers: .control)
        guard reloadable, isRefresh else { return false }
        sendRefresh()
        return true
    }

    func sendRefresh() {
        perform(action: .refresh)
    }
}
