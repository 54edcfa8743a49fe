/// The list layout of the item box (`NativeItemBox`): GtkListBox and GtkListBoxRow. Its
/// semantics, checked against GTK 3.24 with small C programs:
///
/// - Each row holds one content widget. Rows are focusable; the list box itself is not.
/// - A click on a row (`simulateRowClick`) focuses it, selects it (unless the selection mode is
///   `.none` or the row is not selectable) and, when the row is activatable, reports it to
///   `onRowActivated` (GtkListBox activates on a single click by default).
/// - Keyboard, while the window's focus is on a row of the list (`simulateKeyPress`):
///   the list's own key handlers run first and may consume the key; then Up/Down move the
///   focus (the "cursor") to the previous/next row and Home/End to the first/last, selecting
///   it unless Control is held or the mode is `.none`; at either end nothing moves. Enter and
///   Space select and activate the focused row. Other keys do nothing in the list.
/// - Tab into the list (`simulateFocusIn`, and a window shown with the list as its first
///   focusable widget) focuses the selected row, or else the first row, and selects it.
/// - The list is one stop for Tab: Tab and Shift+Tab from a row go on to the widgets around
///   the list (a plain GtkListBox walks Tab through its rows; ours doesn't, as a table of
///   100,000 rows must not trap it), and Shift+Tab back into it focuses the selected row.
/// - Removing the focused or selected row leaves the list without focus or selection.
/// - The placeholder shows only while the list has no rows; it is not one of the rows.
/// - Setting the selection from code (`selectRow`) runs no activation handler.

@MainActor
public protocol NativeListRow: NativeBoxItem {
    /// Whether a click or Enter reports the row to `onRowActivated` (GTK's default: true).
    var isActivatable: Bool { get set }
    /// Whether the row can become the selected one (GTK's default: true).
    var isSelectable: Bool { get set }
    /// A thin line above the row that sets it apart from the rows before it, as GNOME's
    /// boxed lists draw them. GTK: a GtkSeparator as the row's header, through the list's
    /// header function; the getter says whether GTK placed one (a row in no list: whether it
    /// is asked for). The line counts into `naturalHeight`.
    var separatorAbove: Bool { get set }
    /// The height the row asks for at the list's current width (before the list is laid out:
    /// at its natural width). The headless backend counts `ScrolledWindowMetrics`'s nominal
    /// row height per line of the tallest label inside, or the content's minimum height.
    var naturalHeight: Double { get }
}

/// The list layout of `NativeItemBox`: its items are rows (`rows`, `insertRow`, … name the
/// shared members as a list does).
@MainActor
public protocol NativeListBox: NativeItemBox where Item: NativeListRow {
    /// Moves a row of this list to `index` (clamped), keeping the row, its content, its focus and
    /// its selection (GTK sorts the row again where it is rather than taking it out).
    func moveRow(_ row: any NativeListRow, to index: Int)
    /// Shown while the list has no rows (GtkListBox's placeholder).
    var placeholder: (any NativeWidget)? { get set }
    /// A person's key press, delivered to the window's focus widget as a real key would be:
    /// it reaches the list only while the focus is on one of its rows. Needs a shown window.
    func simulateKeyPress(_ key: KeyPress)
    /// Tab into the list: see the header comment.
    func simulateFocusIn()
}

/// The list's names for the item box's members.
extension NativeListBox {
    /// The rows in display order, top to bottom.
    public var rows: [any NativeListRow] { items }

    /// Puts `content` into a new row at `index` (past the end or negative: at the end).
    @discardableResult
    public func insertRow(_ content: any NativeWidget, at index: Int) -> (any NativeListRow)? {
        insertItem(content, at: index)
    }

    /// Takes a row out; the row lets go of its content. Rows of other lists are ignored.
    public func removeRow(_ row: any NativeListRow) { removeItem(row) }

    /// The selected row, or nil when none is.
    public var selectedRow: (any NativeListRow)? { selectedItem }

    /// Selects a row from code (nil clears the selection); refused rows are ignored as GTK does.
    public func selectRow(_ row: (any NativeListRow)?) { selectItem(row) }

    /// Calls `handler` with the row a person activated (a click, or Enter or Space on the focused
    /// row): GtkListBox's row-activated. Keep the returned connection to disconnect.
    public func onRowActivated(_ handler: @escaping @MainActor (any NativeListRow) -> Void) -> SignalConnection {
        onItemActivated { handler($0) }
    }

    /// A person's click on `row`.
    public func simulateRowClick(_ row: any NativeListRow) { simulateItemClick(row) }
}
