/// What a collection view shows: items, a message in place of items, or a busy indicator
/// (Reactant's CollectionViewState): the same cases as a table's, so one type serves both.
public typealias CollectionViewState<Model> = TableViewState<Model>

/// What a collection view reports: the same cases as a table's.
public typealias CollectionViewAction<Model, CellAction> = TableViewAction<Model, CellAction>

/// The widgets of any collection view, for ReactantTesting and tools.
@MainActor
public protocol CollectionViewWidgets: View {
    /// The GtkFlowBox holding the materialised items.
    var flowBox: any NativeFlowBox { get }
    /// The scrolled window around the flow box (GtkScrolledWindow), which scrolls it.
    var scrolledWindow: any NativeScrolledWindow { get }
    /// The Refresh button of a reloadable collection, or nil.
    var refreshButton: Button? { get }
    /// How many items the state has, on screen or not.
    var itemCount: Int { get }
    /// Items per line now.
    var columns: Int { get }
    /// The items the flow box holds (what is on screen plus a margin).
    var materializedItems: Range<Int> { get }
    /// The items at least partly inside the viewport.
    var visibleItems: Range<Int> { get }
    /// The flow box item showing item `index`, when it is materialised.
    func flowItem(at index: Int) -> (any NativeFlowItem)?
    /// The item whose model is selected (it may be scrolled away).
    var selectedItemIndex: Int? { get }
    /// Scrolls so that item `index` is fully on screen, materialising it; an index past either
    /// end is clamped, and an empty collection doesn't scroll.
    func scrollToItem(_ index: Int)
}
