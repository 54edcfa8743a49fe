/// A GtkListBox stand-in with GTK 3.24's selection, cursor and activation rules (see the
/// header of NativeListBox.swift; each rule was checked against GTK with a C program).
@MainActor
public final class HeadlessListBox: HeadlessWidget, NativeListBox {
    public var selectionMode = ListSelectionMode.single {
        didSet {
            // GTK clears the selection when the mode becomes none.
            if selectionMode == .none { selectedListRow = nil }
        }
    }

    weak var selectedListRow: HeadlessListRow?
    private var placeholderWidget: HeadlessWidget?
    private var activationHandlers = HeadlessHandlers<@MainActor (any NativeListRow) -> Void>()

    init(backend: HeadlessBackend) {
        super.init(kind: .listBox, backend: backend)
    }

    override var displayName: String { "list box" }

    private var listRows: [HeadlessListRow] { children.compactMap { $0 as? HeadlessListRow } }

    public var rows: [any NativeListRow] { listRows }

    public func insertRow(_ content: any NativeWidget, at index: Int) -> (any NativeListRow)? {
        let row = HeadlessListRow(backend: backend)
        guard let adopted = row.adoptable(content) else { return nil }
        row.attach(adopted)
        // `attach` appends; then the row goes where GTK's insert puts it.
        attach(row)
        if index >= 0 && index < children.count - 1 {
            children.removeLast()
            children.insert(row, at: index)
        }
        return row
    }

    public func removeRow(_ row: any NativeListRow) {
        guard let row = row as? HeadlessListRow, row.parent === self else { return }
        if selectedListRow === row { selectedListRow = nil }
        detach(row)
    }

    public func moveRow(_ row: any NativeListRow, to index: Int) {
        guard let row = row as? HeadlessListRow, row.parent === self else { return }
        // GTK's list is sorted again around the row: it keeps its focus and selection.
        children.removeAll { $0 === row }
        children.insert(row, at: min(max(0, index), children.count))
    }

    public var selectedRow: (any NativeListRow)? { selectedListRow }

    public func selectRow(_ row: (any NativeListRow)?) {
        guard let row else {
            selectedListRow = nil
            return
        }
        guard let row = row as? HeadlessListRow, row.parent === self else { return }
        select(row)
    }

    /// Selects as the list's own rules allow (not in mode none, not an unselectable row).
    func select(_ row: HeadlessListRow) {
        guard selectionMode != .none, row.isSelectable else { return }
        selectedListRow = row
    }

    /// The placeholder is not one of `children`: GTK doesn't list it among the rows.
    public var placeholder: (any NativeWidget)? {
        get { placeholderWidget }
        set {
            if let current = placeholderWidget, current === newValue { return }
            guard let newValue else {
                placeholderWidget?.parent = nil
                placeholderWidget = nil
                return
            }
            guard let adopted = adoptable(newValue) else { return }
            placeholderWidget?.parent = nil
            adopted.parent = self
            placeholderWidget = adopted
        }
    }

    public func onRowActivated(_ handler: @escaping @MainActor (any NativeListRow) -> Void) -> SignalConnection {
        activationHandlers.add(handler, as: backend.makeConnection())
    }

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        activationHandlers.remove(connection)
    }

    public func simulateRowClick(_ row: any NativeListRow) {
        guard let row = row as? HeadlessListRow, row.parent === self else { return }
        selectAndActivate(row)
    }

    /// What GtkListBox does for a click and for Enter: cursor, selection, activation.
    private func selectAndActivate(_ row: HeadlessListRow) {
        row.grabFocus()
        select(row)
        guard row.isActivatable else { return }
        for connection in activationHandlers.connections {
            activationHandlers.handler(for: connection)?(row)
        }
    }

    /// The row with the window's focus, when the focus is in this list.
    private var cursorRow: HeadlessListRow? {
        guard let focus = rootWindow?.focusWidget else { return nil }
        return listRows.first { focus.isInside($0) }
    }

    public func simulateKeyPress(_ key: KeyPress) {
        guard rootWindow?.isShown == true else {
            Diagnostics.warning("A key press (\(key)) needs the list to be in a shown window; nothing was pressed.")
            return
        }
        // The key goes to the focus widget; the list hears it only when that is one of its rows.
        guard cursorRow != nil else { return }
        // A key the list doesn't use goes on to the widgets around it, as in GTK.
        if !runKeyHandlers(key), !handleKey(key) { _ = parent?.offerKeyPress(key) }
    }

    /// GtkListBox's own keys while the focus is on one of its rows (after the handlers
    /// connected with `onKeyPress`, as in GTK's "key-press-event"). False when the key is none
    /// of the list's business.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard let cursor = cursorRow else { return false }
        let rows = listRows.filter(\.isVisible)
        guard let position = rows.firstIndex(where: { $0 === cursor }) else { return true }
        let target: HeadlessListRow?
        let control = key.modifiers.contains(.control)
        switch key.key {
        case .up: target = position > 0 ? rows[position - 1] : nil
        case .down: target = position + 1 < rows.count ? rows[position + 1] : nil
        case .home: target = rows.first
        case .end: target = rows.last
        case .enter, .character(" "):
            if !control { selectAndActivate(cursor) }
            return true
        case .pageUp, .pageDown:
            // GtkListBox pages by its allocated height, which the stand-in doesn't have;
            // tables handle the page keys themselves.
            return true
        default:
            return false
        }
        guard let target, target !== cursor else { return true }
        target.grabFocus()
        if !control { select(target) }
        return true
    }

    public func simulateFocusIn() {
        guard rootWindow != nil else { return }
        firstFocusable()?.focusFromKeyboard()
    }

    /// GtkListBox's focus handler: the selected row, or else the first row that can take it.
    override func firstFocusable() -> HeadlessWidget? {
        guard isVisible, isSensitive else { return nil }
        if let selected = selectedListRow, selected.isVisible, selected.isSensitive { return selected }
        return listRows.first { $0.isVisible && $0.isSensitive }
    }
}
