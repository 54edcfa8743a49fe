import Reactant

/// Driving table views as a person would: clicking rows, tabbing into the list, pressing keys.
extension Interact {
    /// Clicks table row `index` (counting header and footer rows). The row must be on
    /// screen (in `visibleRows`): scroll to it first (`scrollToRow`) as a person would.
    public static func tapRow(_ index: Int, in table: some TableViewWidgets) throws {
        try checkItemView(table, doing: "tap a row of")
        try tapBoxItem(index, of: table, noun: "row", count: table.rowCount, visible: table.visibleRows,
                       item: table.listRow(at:), in: table.listBox)
    }

    /// Moves the keyboard focus into the table's list as Tab would (focusing and selecting
    /// the selected row, or else the first). Needs the table in a shown window.
    public static func focus(_ table: some TableViewWidgets) throws {
        try checkItemView(table, doing: "focus")
        guard topWindow(of: table)?.isShown == true else {
            throw InteractionError("can't focus \(Swift.type(of: table)): it is not in a shown window")
        }
        guard !table.listBox.rows.isEmpty else {
            throw InteractionError("can't focus \(Swift.type(of: table)): it has no rows to take the focus")
        }
        table.listBox.simulateFocusIn()
        settle()
    }

    /// Presses a key while the focus is inside the table: on a row (see `focus(_:)`), or on
    /// another of its widgets such as the Refresh button, for keys a window can name
    /// (the list's own keys, its cursor keys, Enter and Space, need the focus on a row).
    public static func press(_ key: KeyPress, in table: some TableViewWidgets) throws {
        try checkItemView(table, doing: "press \(key) in")
        if table.listBox.rows.contains(where: \.isFocus) {
            table.listBox.simulateKeyPress(key)
        } else {
            guard hasFocus(inside: table.native) else {
                throw InteractionError("can't press \(key) in \(Swift.type(of: table)): the keyboard focus is not in it")
            }
            let isListKey = switch key.key {
            case .up, .down, .home, .end, .pageUp, .pageDown, .enter, .character(" "): true
            default: false
            }
            guard !isListKey, let window = topWindow(of: table) else {
                throw InteractionError("can't press \(key) in \(Swift.type(of: table)): it is a list key and the focus is not on a row")
            }
            window.simulateKeyPress(key)
        }
        settle()
    }

    private static func hasFocus(inside widget: any NativeWidget) -> Bool {
        widget.isFocus || widget.nativeChildren.contains { hasFocus(inside: $0) }
    }

    /// Clicks the Refresh button of a reloadable table.
    public static func tapRefresh(_ table: some TableViewWidgets) throws {
        guard let button = table.refreshButton else {
            throw InteractionError("\(Swift.type(of: table)) is not reloadable: it has no Refresh button")
        }
        try tap(button)
    }

    /// Lets GTK lay out what changed: its layout runs on the frame clock, so this waits a few
    /// frames, drawn, whatever time they take (the headless backend has nothing to wait for).
    public static func settleLayout() {
        // Three frames: the layout of what changed, the idle work it starts (a collection or
        // table fitting itself to the size it got) and that work's layout.
        Backends.current.processEventsUntilDrawn(frames: 3)
        ParityRecorder.recordScreen()
    }
}
