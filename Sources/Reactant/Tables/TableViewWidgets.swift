/// The widgets of any table view, whatever its models, for ReactantTesting and tools.
@MainActor
public protocol TableViewWidgets: View {
    /// The GtkListBox holding the rows; its rows include headers and footers.
    var listBox: any NativeListBox { get }
    /// Rows of the table (headers, cells, footers), on screen or not.
    var rowCount: Int { get }
    /// The table rows the list box holds, and those inside the viewport.
    var materializedRows: Range<Int> { get }
    /// The table rows at least partly inside the scrolled window's viewport.
    var visibleRows: Range<Int> { get }
    /// The list row showing a table row, when it is materialised.
    func listRow(at index: Int) -> (any NativeListRow)?
    /// The scrolled window around the list box (GtkScrolledWindow), which scrolls it.
    var scrolledWindow: any NativeScrolledWindow { get }
    /// The Refresh button of a reloadable table, or nil.
    var refreshButton: Button? { get }
}
