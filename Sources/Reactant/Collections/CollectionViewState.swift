/// What a collection view shows: items, a message in place of items, a busy indicator or a
/// status page (Reactant's CollectionViewState, as `TableViewState` for tables).
public enum CollectionViewState<Model> {
    case items([Model])
    case empty(message: String)
    case loading
    /// A status page; its button (as an error's "Try Again") sends `.refresh`.
    case status(StatusPageContent)

    /// The search found nothing: `.status(.noResults(for: query))`.
    public static func noResults(for query: String? = nil) -> Self { .status(.noResults(for: query)) }

    /// Loading failed: `.status(.error(…))`, with a "Try Again" button that sends `.refresh`.
    public static func error(title: String? = nil, description: String? = nil, retryTitle: String? = nil,
                             showsRetry: Bool = true) -> Self {
        .status(.error(title: title, description: description, retryTitle: retryTitle, showsRetry: showsRetry))
    }
}

extension CollectionViewState: Equatable where Model: Equatable {}
extension CollectionViewState: Sendable where Model: Sendable {}

/// What a collection view reports: the same cases as a table's.
public typealias CollectionViewAction<Model, CellAction> = TableViewAction<Model, CellAction>

/// The widgets of any collection view, for ReactantTesting and tools.
@MainActor
public protocol CollectionViewWidgets: View {
    var flowBox: any NativeFlowBox { get }
    var scrolledWindow: any NativeScrolledWindow { get }
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
    func scrollToItem(_ index: Int)
}
