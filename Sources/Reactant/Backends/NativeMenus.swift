/// The seam for menus: GMenu models shown by menu buttons and popovers (GtkMenuButton,
/// GtkPopover), and context-menu requests (a right click, the Menu key, Shift+F10).
///
/// Menu items are actions: an item names a detailed action ("app.about", "win.copy::Ann"),
/// which the popover looks up from the widget it points at (that widget's window's `win.*`
/// actions, the application's `app.*` ones). An item whose action is missing or disabled is
/// insensitive, and activating an item activates its action and closes the popover.

/// A menu: sections of items, drawn with separators between them (a GMenu whose items are
/// sections).
public struct MenuModel: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var label: String
        /// "app.quit", "win.sort::date" (an action with a string target).
        public var detailedAction: String
        public init(label: String, detailedAction: String) {
            self.label = label
            self.detailedAction = detailedAction
        }
    }

    public struct Section: Equatable, Sendable {
        public var items: [Item]
        public init(items: [Item]) { self.items = items }
    }

    public var sections: [Section]
    public init(sections: [Section]) { self.sections = sections }
}

/// One item as a popover shows it now.
public struct ShownMenuItem: Equatable, Sendable {
    public let label: String
    public let detailedAction: String
    /// False while the item's action is missing or disabled.
    public let isSensitive: Bool
    /// The section the item is in, from 0.
    public let section: Int
}

/// A popover (GtkPopover): a bubble pointing at a widget, holding either a widget or a menu.
@MainActor
public protocol NativePopover: AnyObject {
    /// The widget it points at (gtk_popover_set_relative_to); held weakly.
    var relativeTo: (any NativeWidget)? { get }
    /// Points it at another widget (gtk_popover_set_relative_to); called while it is closed.
    func point(at widget: any NativeWidget)
    /// What it holds (a component's widget); replaces a menu.
    var content: (any NativeWidget)? { get set }
    /// A menu to show instead of a widget (gtk_popover_bind_model). Setting a menu that differs
    /// from the shown one only in its items' targets binds no new model on GTK.
    var menu: MenuModel? { get set }
    /// The rectangle inside `relativeTo` it points at; nil for the whole widget.
    var pointingTo: (x: Double, y: Double, width: Double, height: Double)? { get set }
    var isOpen: Bool { get }
    func popup()
    func popdown()
    /// Called each time it closes (chosen item, Escape, a click outside, `popdown`).
    func onClosed(_ handler: @escaping @MainActor () -> Void)
    /// The menu's items as shown, in order.
    var shownItems: [ShownMenuItem] { get }
    /// Clicks the item labelled `label`, as a person would: its action runs and the popover
    /// closes. The caller checked that it is open and the item sensitive.
    func simulateActivateItem(_ label: String)
}

/// A button that opens a popover (GtkMenuButton): a menu, or a popover holding any widget.
@MainActor
public protocol NativeMenuButton: NativeWidget {
    /// The icon it shows (GNOME's primary menu: open-menu-symbolic).
    var iconName: String? { get set }
    /// The popover it opens (one it made for `menu`, or one given).
    var popover: (any NativePopover)? { get set }
    /// Sets a menu, shown in a popover the button makes (gtk_menu_button_set_menu_model).
    var menu: MenuModel? { get set }
    /// True while its popover is open.
    var isOpen: Bool { get }
    /// Clicks the button as a person would: opens (or closes) its popover.
    func simulateClick()
}

/// Where a context menu was asked for.
public struct ContextMenuRequest {
    public enum Origin: Equatable, Sendable {
        /// A right click (a long press on a touch screen), in the widget's coordinates.
        case pointer(x: Double, y: Double)
        /// The Menu key or Shift+F10, with the focus inside the widget.
        case keyboard
    }

    public let origin: Origin
    /// For a list box: the row under the pointer, or the row with the focus for the keyboard.
    public let row: (any NativeListRow)?

    public init(origin: Origin, row: (any NativeListRow)?) {
        self.origin = origin
        self.row = row
    }
}
