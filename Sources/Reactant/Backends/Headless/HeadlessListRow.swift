/// A GtkListBoxRow stand-in: one content widget, focusable, selectable, activatable.
@MainActor
public final class HeadlessListRow: HeadlessWidget, NativeListRow {
    public var isActivatable = true
    public var isSelectable = true

    init(backend: HeadlessBackend) {
        super.init(kind: .listRow, backend: backend)
    }

    public var content: (any NativeWidget)? { children.first }

    var list: HeadlessListBox? { parent as? HeadlessListBox }

    public var index: Int {
        list?.children.firstIndex { $0 === self } ?? -1
    }

    public var isSelected: Bool { list?.selectedListRow === self }

    /// Keyboard focus arriving from Tab: GtkListBoxRow's focus handler selects the row too.
    override func focusFromKeyboard() {
        grabFocus()
        list?.select(self)
    }

    override var displayName: String { "list row" }
}
