/// What a table and a collection view are before their geometry: a recycling item box
/// (`NativeItemBox`: a list box or a flow box) between two spacers in a scrolled window,
/// with the Refresh button in a toolbar above it (`RecyclingListChrome`), the models in
/// storage of the view's own (`ModelOwning`), and the selected and focused models; the
/// states and the status page are `ItemsViewBase`'s. `TableViewBase` lays the items out as
/// rows of varying height, `CollectionViewBase` as a grid of equal cells.
@MainActor
open class ItemBoxViewBase<Model, SelectedModel, CellAction>:
    ItemsViewBase<Model, SelectedModel, CellAction>, ModelOwning, RecyclingListChrome
{
    /// The scrolled window (GtkScrolledWindow) the items scroll in.
    public let scrolledWindow: any NativeScrolledWindow

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
        scrolledWindow = Backends.current.makeScrolledWindow()
        scrollView = View(native: scrolledWindow)
        boxView = View(native: box)
        super.init(reloadable: reloadable)
        // Models a new state replaces are freed when the backend is idle; keeping them as the
        // previous state would hold them until the next one (`previousComponentState` is nil).
        core.keepsPreviousState = false
    }

    open override func update() {
        super.update()
        if case .items = componentState { scheduleOwningModels() }
    }

    /// The scrolled list gives way to the status page.
    override func statusPageShown(_ shows: Bool) {
        scrollView.isHidden = shows
    }

    /// Stores `.items(models)` without updating (`ModelOwning`); the layouts derive what they
    /// show from the models here too.
    func holdWithoutUpdate(_ models: [Model]) { fatalError("ItemBoxViewBase.holdWithoutUpdate is for the layouts to give") }
}
