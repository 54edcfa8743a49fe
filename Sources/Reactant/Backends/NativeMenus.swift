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
    /// One entry of a menu: the text a person reads and the action it runs (a GMenuItem).
    public struct Item: Equatable, Sendable {
        /// The text shown, already translated; an underscore before a letter makes it the item's
        /// mnemonic (Alt+letter), as everywhere in GTK.
        public var label: String
        /// "app.quit", "win.sort::date" (an action with a string target).
        public var detailedAction: String
        /// An item showing `label` that activates `detailedAction`. An action name that no window or
        /// application defines is not an error: the item is drawn insensitive until the action exists.
        public init(label: String, detailedAction: String) {
            self.label = label
            self.detailedAction = detailedAction
        }
    }

    /// A group of items; GTK draws a separator line between consecutive sections.
    public struct Section: Equatable, Sendable {
        /// The section's items, top to bottom.
        public var items: [Item]
        /// A section holding `items`.
        public init(items: [Item]) { self.items = items }
    }

    /// The menu's sections, top to bottom.
    public var sections: [Section]
    /// A menu of `sections`, each drawn apart from the next by a separator.
    public init(sections: [Section]) { self.sections = sections }
}

/// One item as a popover shows it now.
public struct ShownMenuItem: Equatable, Sendable {
    /// The item's text as drawn.
    public let label: String
    /// The detailed action the item activates ("app.quit", "win.sort::date").
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
    /// True while the popover is on screen.
    var isOpen: Bool { get }
    /// Opens the popover, pointing at `relativeTo` (gtk_popover_popup), and moves the keyboard
    /// focus into it; the widget it points at must be on screen in a shown window.
    func popup()
    /// Closes the popover (gtk_popover_popdown), gives the focus back to where it was, and calls
    /// the `onClosed` handlers; closing a closed one does nothing.
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
    /// What asked for the menu: a pointer at a point, or the keyboard.
    public enum Origin: Equatable, Sendable {
        /// A right click (a long press on a touch screen), in the widget's coordinates.
        case pointer(x: Double, y: Double)
        /// The Menu key or Shift+F10, with the focus inside the widget.
        case keyboard
    }

    /// Whether a pointer or the keyboard asked, and where the pointer was; `View.setContextMenu`
    /// points a keyboard request's menu at `row`, or at the whole widget.
    public let origin: Origin
    /// For a list box: the row under the pointer, or the row with the focus for the keyboard.
    public let row: (any NativeListRow)?

    /// A request from `origin`, over `row` when it came from a list box (nil elsewhere, or when
    /// the pointer is below the last row).
    public init(origin: Origin, row: (any NativeListRow)?) {
        self.origin = origin
        self.row = row
    }
}
