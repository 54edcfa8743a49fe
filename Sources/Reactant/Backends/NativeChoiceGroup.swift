/// How a group of choices looks.
public enum ChoiceGroupStyle: Equatable, Sendable {
    /// Radio buttons one below the other (`vertical`) or side by side.
    case radio(vertical: Bool)
    /// Linked toggle buttons side by side (radio buttons without indicators, in a box with
    /// GTK's `linked` style class).
    case segmented
}

/// One of several choices (GtkRadioButtons in one group, in a GtkBox). As a GTK radio group,
/// one item is always selected once there are items: the first, until another is chosen.
///
/// Keys, as GTK 3.24 has them: in radio buttons the arrow keys along the group (Up/Down when
/// vertical, Left/Right when side by side) move the focus to the next or previous button and
/// select it, stopping at the ends; Tab enters the group at the selected button and leaves it
/// with the next Tab. Segmented buttons are plain buttons to the keyboard: the arrow keys move
/// the focus only, Space or Enter selects the focused one.
@MainActor
public protocol NativeChoiceGroup: NativeWidget {
    /// Radio buttons or segmented buttons, fixed when the backend made it.
    var style: ChoiceGroupStyle { get }
    /// The items' titles; setting them selects the first.
    var titles: [String] { get set }
    /// The selected item; nil only while there are no items. An index outside the items is
    /// ignored.
    var selectedIndex: Int? { get set }
    /// The item holding the keyboard focus inside the group, if the focus is in it.
    var focusedIndex: Int? { get }
    /// Called with the newly selected index when a person (or `simulateSelect`) chose another item;
    /// setting `selectedIndex` or `titles` from code calls no handler.
    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection
    /// A person clicking item `index` (GTK: at the middle of its button, through
    /// gtk_main_do_event; the button takes the focus). Returns why a person couldn't click it
    /// there (see `NativeWidget.simulatePrimaryClick`), nil once clicked.
    @discardableResult
    func simulateSelect(_ index: Int) -> String?
}
