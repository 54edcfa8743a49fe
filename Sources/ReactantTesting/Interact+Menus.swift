import Reactant

/// Menus as a person uses them: open a menu button or a context menu, read the items, choose
/// one by its label.
extension Interact {
    /// Clicks a menu button, which opens its menu or popover (or closes it when open).
    public static func tap(_ button: MenuButton) throws {
        try checkReachable(button.native, label: "menu button '\(button.accessibleLabel ?? "")'", doing: "click")
        guard let native = button.native as? any NativeMenuButton else {
            throw InteractionError("MenuButton has no native menu button")
        }
        native.simulateClick()
        settle()
    }

    /// Chooses the item labelled `label` in an open menu: its command runs and the menu closes.
    /// Refused for a closed menu, a missing item, or an insensitive one (its command is
    /// disabled or not live here), which a person couldn't choose.
    public static func chooseMenuItem(_ label: String, in popover: Popover) throws {
        guard popover.isPresented, let native = popover.native else {
            throw InteractionError("can't choose '\(label)': the menu is not open")
        }
        let items = native.shownItems
        guard let item = items.first(where: { $0.label == label }) else {
            throw InteractionError("the menu has no item '\(label)'; it has \(items.map(\.label))")
        }
        guard item.isSensitive else {
            throw InteractionError("can't choose '\(label)': the item is insensitive (\(item.detailedAction) is disabled or missing)")
        }
        native.simulateActivateItem(label)
        settle()
    }

    /// Opens the window's primary menu and chooses `label` in it.
    public static func chooseFromPrimaryMenu(_ label: String, in window: Window) throws {
        guard let button = (window.controller as? NavigationController)?.primaryMenuButton else {
            throw InteractionError("'\(window.title)' has no primary menu")
        }
        if !button.isOpen { try tap(button) }
        try chooseMenuItem(label, in: button.popover)
    }

    /// Right-clicks the view (in its middle, or at `point`) and returns the context menu
    /// that opened.
    @discardableResult
    public static func openContextMenu(on view: View, at point: (x: Double, y: Double)? = nil) throws -> Popover {
        try checkReachable(view.native, label: "\(Swift.type(of: view))", doing: "right-click")
        let before = Popover.openContextMenus
        Backends.current.shell.simulateContextClick(on: view.native, at: point)
        settle()
        guard let popover = Popover.openContextMenus.last(where: { new in !before.contains { $0 === new } }) else {
            throw InteractionError("a right click on \(Swift.type(of: view)) opened no context menu")
        }
        return popover
    }

    /// Right-clicks table row `index` (which must be on screen) and returns the menu.
    @discardableResult
    public static func openContextMenu<Model, Selected, CellAction>(onRow index: Int, in table: TableViewBase<Model, Selected, CellAction>) throws -> Popover {
        guard table.visibleRows.contains(index), let row = table.listRow(at: index) else {
            throw InteractionError("can't right-click row \(index): it is not on screen (visible rows \(table.visibleRows))")
        }
        try checkReachable(row, label: "row \(index)", doing: "right-click")
        Backends.current.shell.simulateContextClick(on: row, at: nil)
        settle()
        guard let popover = table.openRowContextMenu else {
            throw InteractionError("a right click on row \(index) opened no context menu")
        }
        return popover
    }
}

/// Reads an open menu as a person sees it, section by section:
///
///     [Keyboard Shortcuts] [About Greeter] | [Quit]
///
/// Insensitive items are marked `(off)`.
@MainActor
public enum MenuReader {
    /// The items `popover` shows, as one line: `[Label]` per item (`[Label (off)]` when
    /// insensitive), `|` between sections.
    public static func render(_ popover: Popover) -> String {
        let items = popover.shownItems
        var parts: [String] = []
        var section = items.first?.section ?? 0
        for item in items {
            if item.section != section {
                parts.append("|")
                section = item.section
            }
            parts.append("[\(item.label)\(item.isSensitive ? "" : " (off)")]")
        }
        return parts.joined(separator: " ")
    }
}
