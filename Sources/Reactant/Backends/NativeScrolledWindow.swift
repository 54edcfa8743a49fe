/// A scrolled window (GtkScrolledWindow) and the nominal geometry the headless backend
/// scrolls by.
@MainActor
public protocol NativeScrolledWindow: NativeWidget {
    /// The one widget scrolled inside; setting another takes the old one out, nil leaves it empty.
    var content: (any NativeWidget)? { get set }
    /// How far the content is scrolled down, in pixels; clamped to what can be scrolled.
    /// GTK knows that only after layout. The headless backend, which lays nothing out,
    /// counts `ScrolledWindowMetrics.nominalRowHeight` per row of a list inside.
    var verticalOffset: Double { get set }
    /// The height of the visible part of the content (the adjustment's page size). GTK knows
    /// it after layout; until then, and always headless, it is
    /// `ScrolledWindowMetrics.nominalViewportHeight`.
    var viewportHeight: Double { get }
    /// Called after the offset or the viewport height changed, whoever changed it (a wheel,
    /// the scroll bar, code, a new size): unlike edits, a scroll position is reported also
    /// when code sets it, as GtkAdjustment does.
    func onScrolled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// Whether focusing a widget inside scrolls to show it (GTK's default: true, through the
    /// viewport's focus adjustment, which uses the widget's last allocation). A table turns it
    /// off: it scrolls to the rows it focuses itself, and a row it has just rebound still
    /// has the allocation of the model it showed before. The headless backend never scrolls
    /// on focus and only keeps the flag.
    var followsFocus: Bool { get set }
}

/// The headless backend's stand-in for geometry it doesn't have.
public enum ScrolledWindowMetrics {
    /// The height headless counts for one line of a list row, and a table's row height estimate
    /// before GTK measured any.
    public static let nominalRowHeight = 30.0
    /// The visible height of a scrolled window headless, and in GTK before its first layout.
    public static let nominalViewportHeight = 300.0
}
