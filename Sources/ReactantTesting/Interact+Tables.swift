import Reactant

/// Driving table views as a person would: clicking rows, tabbing into the list, pressing keys.
extension Interact {
    /// Clicks table row `index` (counting header and footer rows). The row must be on
    /// screen (in `visibleRows`): scroll to it first (`scrollToRow`) as a person would.
    public static func tapRow(_ index: Int, in table: some TableViewWidgets) throws {
        try checkTable(table, doing: "tap a row of")
        guard (0..<table.rowCount).contains(index) else {
            throw InteractionError("can't tap row \(index) of \(Swift.type(of: table)): it has \(table.rowCount) row(s)")
        }
        let visible = table.visibleRows
        guard visible.contains(index), let row = table.listRow(at: index) else {
            throw InteractionError("""
                can't tap row \(index) of \(Swift.type(of: table)): it is not on screen (rows \
                \(visible.lowerBound)..<\(visible.upperBound) are); scroll to it first
                """)
        }
        table.listBox.simulateRowClick(row)
        settle()
    }

    /// Moves the keyboard focus into the table's list as Tab would (focusing and selecting
    /// the selected row, or else the first). Needs the table in a shown window.
    public static func focus(_ table: some TableViewWidgets) throws {
        try checkTable(table, doing: "focus")
        guard isInShownWindow(table) else {
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
        try checkTable(table, doing: "press \(key) in")
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
            guard !isListKey, let window = window(of: table) else {
                throw InteractionError("can't press \(key) in \(Swift.type(of: table)): it is a list key and the focus is not on a row")
            }
            window.simulateKeyPress(key)
        }
        settle()
    }

    private static func hasFocus(inside widget: any NativeWidget) -> Bool {
        widget.isFocus || widget.nativeChildren.contains { hasFocus(inside: $0) }
    }

    private static func window(of view: View) -> (any NativeWindow)? {
        var top: any NativeWidget = view.native
        while let parent = top.nativeParent { top = parent }
        return top as? any NativeWindow
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

    private static func isInShownWindow(_ view: View) -> Bool {
        var top: any NativeWidget = view.native
        while let parent = top.nativeParent { top = parent }
        return (top as? any NativeWindow)?.isShown == true
    }

    private static func checkTable(_ table: some TableViewWidgets, doing verb: String) throws {
        guard table.native.isEffectivelyVisible else {
            throw InteractionError("can't \(verb) \(Swift.type(of: table)): it (or a container of it) is hidden")
        }
        guard table.native.isEffectivelySensitive else {
            throw InteractionError("can't \(verb) \(Swift.type(of: table)): it (or a container of it) is insensitive")
        }
    }
}
