#if GTK3 || GTK4 // both GTK backends: GtkOrientable is the same interface in GTK 3 and GTK 4
import GtkC

/// The wrapper of a widget that implements GtkOrientable (paned, separator): its direction is
/// GTK's "orientation", read back from the widget rather than kept in a copy beside it.
@MainActor
protocol GtkOrientableWrapper: GtkWidgetWrapper {}

extension GtkOrientableWrapper {
    var isVertical: Bool { gtk_orientable_get_orientation(typed()) == GTK_ORIENTATION_VERTICAL }
}

extension GtkOrientation {
    /// GTK's orientation for the toolkit's `vertical` flag.
    init(vertical: Bool) { self = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL }
}
#endif
