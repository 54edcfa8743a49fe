/// The grid layout of `NativeItemBox` (GtkFlowBox), for collection views: items that wrap at
/// the width the box gets. Enter and Space on the focused item activate it as a click does.
/// With `columns` set, a line holds at most that many items (max children per line; fewer
/// while the flow box is narrower, so that it never holds its window wider than it was made).
/// Key handlers connected with `onKeyPress` run before the flow box's own keys and may consume
/// them; the collection views move the cursor over all their items themselves, so the flow
/// box's own arrow keys are not mirrored headless.
@MainActor
public protocol NativeFlowBox: NativeItemBox where Item: NativeFlowItem {
    /// Items per line; nil lets GTK fit as many as the width allows.
    var columns: Int? { get set }
    /// Space between lines of items, in pixels (GtkFlowBox's row-spacing).
    var rowSpacing: Int { get set }
    /// Space between items on one line, in pixels (column-spacing).
    var columnSpacing: Int { get set }
    /// Called when the width the flow box gets changes (GTK's size-allocate); never headless.
    func onResized(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// The width the flow box is laid out at; `FlowBoxMetrics.nominalWidth` headless and
    /// before GTK's first layout.
    var availableWidth: Double { get }
}

/// One item of a flow box (GtkFlowBoxChild).
@MainActor
public protocol NativeFlowItem: NativeBoxItem {
    /// The size the item asks for: GTK's natural size; headless its content's minimum size,
    /// else `FlowBoxMetrics.nominalItemSize`.
    var naturalSize: (width: Double, height: Double) { get }
}

/// The headless backend's stand-in for the sizes it doesn't measure.
public enum FlowBoxMetrics {
    /// The width a flow box is laid out at headless, and on GTK before its first layout.
    public static let nominalWidth = 600.0
    /// The size of an item headless when its content gives no minimum size.
    public static let nominalItemSize = (width: 100.0, height: 30.0)
}
