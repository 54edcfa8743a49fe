/// A grid of items that wraps at the width it gets (GtkFlowBox), for collection views.
///
/// Shared semantics (GTK 3.24): each item (GtkFlowBoxChild) holds one content widget and can
/// take the focus; a click on an item focuses and selects it (unless the mode is `.none`) and
/// reports it to `onItemActivated` (GtkFlowBox activates on a single click by default); Enter
/// and Space on the focused item do the same. With `columns` set, a line holds at most that
/// many items (max children per line; fewer while the flow box is narrower, so that it never
/// holds its window wider than it was made). Key handlers connected with `onKeyPress`
/// run before the flow box's own keys and may consume them; the collection views move the
/// cursor over all their items themselves, so the flow box's own arrow keys are not mirrored
/// headless.
@MainActor
public protocol NativeFlowBox: NativeWidget {
    var selectionMode: ListSelectionMode { get set }
    /// Items per line; nil lets GTK fit as many as the width allows.
    var columns: Int? { get set }
    var rowSpacing: Int { get set }
    var columnSpacing: Int { get set }
    var items: [any NativeFlowItem] { get }
    @discardableResult
    func insertItem(_ content: any NativeWidget, at index: Int) -> (any NativeFlowItem)?
    /// Takes the item out of the flow box and its content out of the item, so that the
    /// content can go into another item right away.
    func removeItem(_ item: any NativeFlowItem)
    var selectedItem: (any NativeFlowItem)? { get }
    func selectItem(_ item: (any NativeFlowItem)?)
    func onItemActivated(_ handler: @escaping @MainActor (any NativeFlowItem) -> Void) -> SignalConnection
    func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection
    /// Called when the width the flow box gets changes (GTK's size-allocate); never headless.
    func onResized(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// The width the flow box is laid out at; `FlowBoxMetrics.nominalWidth` headless and
    /// before GTK's first layout.
    var availableWidth: Double { get }
    func simulateItemClick(_ item: any NativeFlowItem)
}

/// One item of a flow box (GtkFlowBoxChild).
@MainActor
public protocol NativeFlowItem: NativeWidget {
    var content: (any NativeWidget)? { get }
    /// Position in the flow box, -1 when not in one.
    var index: Int { get }
    var isSelected: Bool { get }
    /// The size the item asks for: GTK's natural size; headless its content's minimum size,
    /// else `FlowBoxMetrics.nominalItemSize`.
    var naturalSize: (width: Double, height: Double) { get }
}

public enum FlowBoxMetrics {
    public static let nominalWidth = 600.0
    public static let nominalItemSize = (width: 100.0, height: 30.0)
}
