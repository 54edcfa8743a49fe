/// The recycling container behind tables and collection views, in two layouts: the list box
/// (`NativeListBox`, GtkListBox: rows of varying height, one above the other) and the flow
/// box (`NativeFlowBox`, GtkFlowBox: a grid of equal cells that wraps at its width). What
/// both do is declared here once; each layout's protocol adds only what is its own.
///
/// Shared semantics (GTK 3.24): each item holds one content widget and can take the focus.
/// A click on an item (`simulateItemClick`) focuses it, selects it (unless the mode is `.none`
/// or the item refuses the selection) and, when the item is activatable, reports it to
/// `onItemActivated` (both GTK containers activate on a single click). The box is one stop for
/// Tab: Tab and Shift+Tab from an item may move inside the item, then leave the box (a table
/// or collection of 100,000 items must not trap it); Tab into it focuses the selected item,
/// or else the first. Removing the selected item leaves the box without a selection. Setting
/// the selection from code (`selectItem`) runs no activation handler.

/// GtkSelectionMode, without the multiple-selection mode the toolkit doesn't use.
public enum ListSelectionMode: String, Sendable, Equatable {
    /// Nothing can be selected (GTK_SELECTION_NONE).
    case none
    /// Zero or one item (GTK_SELECTION_SINGLE); GTK's default.
    case single
    /// One item, which a person can change but not clear; none before the first is chosen
    /// (GTK_SELECTION_BROWSE).
    case browse
}

/// One item of an item box (GtkListBoxRow, GtkFlowBoxChild), holding one content widget.
@MainActor
public protocol NativeBoxItem: NativeWidget {
    /// The widget the item was created with.
    var content: (any NativeWidget)? { get }
    /// Position in the box, or -1 when the item is no longer in one.
    var index: Int { get }
    /// True while the item is the box's selected one (gtk_list_box_row_is_selected,
    /// gtk_flow_box_child_is_selected).
    var isSelected: Bool { get }
}

/// See the header comment. `Item` is the layout's item type: a list row or a flow item.
@MainActor
public protocol NativeItemBox<Item>: NativeWidget {
    /// The box's item type: `NativeListRow` for a list box, `NativeFlowItem` for a flow box.
    associatedtype Item: NativeBoxItem
    /// GTK's default is `.single`.
    var selectionMode: ListSelectionMode { get set }
    /// The items in display order, first to last.
    var items: [Item] { get }
    /// Puts `content` into a new item at `index` (past the end or negative: at the end).
    /// Returns nil, after a diagnostic, for content that can't be added (it has a parent, …).
    @discardableResult
    func insertItem(_ content: any NativeWidget, at index: Int) -> Item?
    /// Takes an item out; items of other boxes are ignored.
    func removeItem(_ item: any NativeBoxItem)
    /// The selected item, or nil when none is (always nil in `.none` mode).
    var selectedItem: Item? { get }
    /// Selects an item from code (nil clears the selection); refused items are ignored as
    /// GTK does.
    func selectItem(_ item: (any NativeBoxItem)?)
    /// Calls `handler` with the item a person activated: a single click, or Enter or Space on the
    /// focused item (GtkListBox's row-activated, GtkFlowBox's child-activated). List rows that
    /// are not activatable are not reported. Keep the returned connection to disconnect.
    func onItemActivated(_ handler: @escaping @MainActor (Item) -> Void) -> SignalConnection
    /// A person's click on `item`.
    func simulateItemClick(_ item: any NativeBoxItem)
}
