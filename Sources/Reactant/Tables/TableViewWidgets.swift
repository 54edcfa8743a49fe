/// The widgets of any table view, whatever its models, for ReactantTesting and tools.
@MainActor
public protocol TableViewWidgets: View {
    var listBox: any NativeListBox { get }
    /// Rows of the table (headers, cells, footers), on screen or not.
    var rowCount: Int { get }
    /// The table rows the list box holds, and those inside the viewport.
    var materializedRows: Range<Int> { get }
    var visibleRows: Range<Int> { get }
    /// The list row showing a table row, when it is materialised.
    func listRow(at index: Int) -> (any NativeListRow)?
    var scrolledWindow: any NativeScrolledWindow { get }
    var refreshButton: Button? { get }
}
