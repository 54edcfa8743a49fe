/// An item of a `HeadlessItemBox` (a GtkListBoxRow or GtkFlowBoxChild stand-in): one content
/// widget, focusable.
@MainActor
public class HeadlessBoxItem: HeadlessWidget {
    /// The widget the item was created with.
    public var content: (any NativeWidget)? { children.first }

    var box: (any HeadlessItemSelection)? { parent as? any HeadlessItemSelection }

    /// Position in the box, or -1 when the item is no longer in one.
    public var index: Int {
        box == nil ? -1 : parent?.children.firstIndex { $0 === self } ?? -1
    }

    /// True while the item is its box's selected one.
    public var isSelected: Bool { box?.selectedBoxItem === self }

    /// Whether the box may select this item (a list row can refuse).
    var isSelectableInBox: Bool { true }
    /// Whether a click or Enter reports this item (a list row can refuse).
    var isActivatableInBox: Bool { true }
}

/// Lets an item ask its box, whatever its layout, whether it is the selected one.
@MainActor
protocol HeadlessItemSelection: AnyObject {
    var selectedBoxItem: HeadlessBoxItem? { get }
}

extension HeadlessItemBox: HeadlessItemSelection {
    var selectedBoxItem: HeadlessBoxItem? { selected }
}
