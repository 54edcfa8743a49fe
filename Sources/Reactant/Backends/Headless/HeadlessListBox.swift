/// The list layout of the headless item box: a GtkListBox stand-in with GTK 3.24's cursor
/// keys, placeholder and row moves (see the header of NativeListBox.swift; each rule was
/// checked against GTK with a C program).
@MainActor
public final class HeadlessListBox: HeadlessItemBox<HeadlessListRow>, NativeListBox {
    private var placeholderWidget: HeadlessWidget?

    static let rowActivated = HeadlessSignal<@MainActor (HeadlessListRow) -> Void>("row-activated")

    init(backend: HeadlessBackend) {
        super.init(kind: .listBox, backend: backend, activationSignal: Self.rowActivated) { HeadlessListRow(backend: $0) }
    }

    override var displayName: String { "list box" }

    public func moveRow(_ row: any NativeListRow, to index: Int) {
        guard let row = own(row) else { return }
        // GTK's list is sorted again around the row: it keeps its focus and selection.
        children.removeAll { $0 === row }
        children.insert(row, at: min(max(0, index), children.count))
    }

    /// The placeholder is not one of `children`: GTK doesn't list it among the rows.
    public var placeholder: (any NativeWidget)? {
        get { placeholderWidget }
        set {
            guard newValue !== placeholderWidget else { return }
            // A placeholder that can't be adopted leaves the current one in place.
            let adopted = newValue.flatMap(adoptable)
            if newValue != nil, adopted == nil { return }
            placeholderWidget?.parent = nil
            adopted?.parent = self
            placeholderWidget = adopted
        }
    }

    public func simulateKeyPress(_ key: KeyPress) {
        guard rootWindow?.isShown == true else {
            Diagnostics.warning("A key press (\(key)) needs the list to be in a shown window; nothing was pressed.")
            return
        }
        // The key goes to the focus widget; the list hears it only when that is one of its rows.
        guard cursorItem != nil else { return }
        // A key the list doesn't use goes on to the widgets around it, as in GTK.
        if !runKeyHandlers(key), !handleKey(key) { _ = parent?.offerKeyPress(key) }
    }

    /// GtkListBox's own keys while the focus is on one of its rows (after the handlers
    /// connected with `onKeyPress`, as in GTK's "key-press-event"). False when the key is none
    /// of the list's business.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard let cursor = cursorItem else { return false }
        let rows = items.filter(\.isVisible)
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
}

extension HeadlessBackend {
    public func makeListBox() -> any NativeListBox { HeadlessListBox(backend: self) }
}
