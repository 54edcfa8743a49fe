/// A GtkScrolledWindow stand-in holding one content widget (GTK's viewport is not modelled,
/// as the GTK backend doesn't report it either).
@MainActor
public final class HeadlessScrolledWindow: HeadlessWidget, NativeScrolledWindow {
    private var offset = 0.0

    init(backend: HeadlessBackend) {
        super.init(kind: .scrolledWindow, backend: backend)
    }

    override var displayName: String { "scrolled window" }

    public var content: (any NativeWidget)? {
        get { children.first }
        set {
            if let current = children.first, current === newValue { return }
            guard let newValue else {
                if let current = children.first { detach(current) }
                return
            }
            guard let adopted = adoptable(newValue) else { return }
            if let current = children.first { detach(current) }
            attach(adopted)
        }
    }

    /// How far it can scroll: the nominal height of the rows of a list inside (the viewport
    /// counts as zero high). Content that is not a list can't be scrolled headless.
    private var maximumOffset: Double {
        guard let list = children.first as? HeadlessListBox else { return 0 }
        return Double(list.rows.count) * ScrolledWindowMetrics.nominalRowHeight
    }

    public var verticalOffset: Double {
        get { offset }
        set { offset = min(max(0, newValue), maximumOffset) }
    }

    /// Called by a list inside when it loses rows, as GTK clamps its adjustment then.
    func clampOffset() {
        offset = min(offset, maximumOffset)
    }

    /// GtkScrolledWindow hands Tab to its content first and takes the focus itself only
    /// when the content has nothing focusable.
    override func firstFocusable() -> HeadlessWidget? {
        guard isVisible, isSensitive else { return nil }
        for child in focusOrder {
            if let found = child.firstFocusable() { return found }
        }
        return self
    }
}
