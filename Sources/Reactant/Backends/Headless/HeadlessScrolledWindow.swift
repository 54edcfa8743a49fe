/// A GtkScrolledWindow stand-in holding one content widget (GTK's viewport is not modelled,
/// as the GTK backend doesn't report it either).
@MainActor
public final class HeadlessScrolledWindow: HeadlessWidget, NativeScrolledWindow {
    private var offset = 0.0
    /// The vertical adjustment's value-changed.
    static let scrolled = HeadlessSignal<@MainActor () -> Void>("value-changed")

    init(backend: HeadlessBackend) {
        super.init(kind: .scrolledWindow, backend: backend, canFocus: true)
    }

    override var displayName: String { "scrolled window" }

    /// The one scrolled widget; setting another takes the old one out.
    public var content: (any NativeWidget)? {
        get { children.first }
        set { setSoleChild(newValue) }
    }

    /// Kept as set; the headless scrolled window never scrolls to a focused widget.
    public var followsFocus = true

    /// Always `ScrolledWindowMetrics.nominalViewportHeight` (300), since nothing is laid out to
    /// measure.
    public var viewportHeight: Double { ScrolledWindowMetrics.nominalViewportHeight }

    /// How far it can scroll: the nominal height of the content (see `nominalHeight(of:)`)
    /// less the viewport.
    private var maximumOffset: Double {
        guard let content = children.first else { return 0 }
        return max(0, Self.nominalHeight(of: content) - viewportHeight)
    }

    /// GTK clamps the position at its next layout, after whatever changed the content; the
    /// stand-in clamps when the position is next read or set.
    public var verticalOffset: Double {
        get {
            clampOffset()
            return offset
        }
        set {
            let clamped = min(max(0, newValue), maximumOffset)
            guard clamped != offset else { return }
            offset = clamped
            notifyScrolled()
        }
    }

    func clampOffset() {
        let clamped = min(offset, maximumOffset)
        guard clamped != offset else { return }
        offset = clamped
        notifyScrolled()
    }

    /// Called after `verticalOffset` changed, set from code or clamped because the content shrank.
    public func onScrolled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(Self.scrolled, handler)
    }

    private func notifyScrolled() {
        emit(Self.scrolled) { $0() }
    }

    /// The stand-in for GTK's height of a widget: a list counts its rows' nominal heights
    /// (`HeadlessListRow.naturalHeight`), a vertical box adds its children up, a horizontal box
    /// or grid takes the tallest; never less than the minimum height; margins included.
    static func nominalHeight(of widget: HeadlessWidget) -> Double {
        guard widget.isVisible else { return 0 }
        var height: Double
        if let row = widget as? HeadlessListRow {
            height = row.naturalHeight
        } else if let container = widget as? HeadlessContainer, !container.containerLayout.isVertical {
            height = container.children.map(nominalHeight(of:)).max() ?? 0
        } else if widget is HeadlessContainer || widget is HeadlessListBox {
            height = widget.children.map(nominalHeight(of:)).reduce(0, +)
        } else {
            height = 0
        }
        height = max(height, Double(widget.layout.minimumHeight ?? 0))
        return height + Double(widget.layout.margins.top + widget.layout.margins.bottom)
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
