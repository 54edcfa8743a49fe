/// A drop-down list of texts (GtkComboBoxText).
///
/// Keys on the closed drop-down, as GTK 3.24 binds them: Down selects the next item (the
/// first when none is selected), Up the previous (the last when none is), Home and Page Up the
/// first, End and Page Down the last; at either end nothing moves.
@MainActor
public protocol NativeComboBox: NativeWidget {
    /// The items; setting them clears the selection.
    var titles: [String] { get set }
    /// The selected item; an index outside the items selects nothing (as gtk_combo_box_set_active).
    var selectedIndex: Int? { get set }
    /// Called when a person selects another item.
    func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection
    /// A person picking item `index` from the open list.
    func simulateSelect(_ index: Int)
}
