/// A GtkListBoxRow stand-in: an item of the list layout that can refuse the selection or
/// activation and draw a separator above itself.
@MainActor
public final class HeadlessListRow: HeadlessBoxItem, NativeListRow {
    /// Whether a click or Enter reports the row to `onRowActivated`; true by default, as GTK.
    public var isActivatable = true
    /// Whether the row can become the selected one; true by default, as GTK.
    public var isSelectable = true
    /// Whether a separator line is drawn above the row, setting it apart from the rows before.
    public var separatorAbove = false

    init(backend: HeadlessBackend) {
        super.init(kind: .listRow, backend: backend, canFocus: true)
    }

    override var isSelectableInBox: Bool { isSelectable }
    override var isActivatableInBox: Bool { isActivatable }

    var list: HeadlessListBox? { parent as? HeadlessListBox }

    /// Keyboard focus arriving from Tab: GtkListBoxRow's focus handler selects the row too.
    override func focusFromKeyboard() {
        grabFocus()
        list?.select(self)
    }

    /// The nominal row height per line of the tallest label inside (at least one line), or
    /// the content's minimum height when that is more; plus the separator above it (1 px,
    /// Adwaita's) in a list.
    public var naturalHeight: Double {
        func lines(_ widget: HeadlessWidget) -> Int {
            guard widget.isVisible else { return 0 }
            if let label = widget as? HeadlessLabel {
                return label.text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
            return widget.children.map(lines).max() ?? 0
        }
        let minimum = children.map { Double($0.layout.minimumHeight ?? 0) }.max() ?? 0
        let separator = separatorAbove && list != nil ? 1.0 : 0
        return max(Double(max(1, children.map(lines).max() ?? 0)) * ScrolledWindowMetrics.nominalRowHeight, minimum) + separator
    }

    override var displayName: String { "list row" }
}
