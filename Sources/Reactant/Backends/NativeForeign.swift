/// A widget the toolkit doesn't wrap itself, made by the app (see `NativeView`). On GTK it is
/// the app's GtkWidget, taken over; headless an opaque node that only takes part in layout,
/// visibility, sensitivity and the tree.
@MainActor
public protocol NativeForeign: NativeWidget {
    /// The widget's type name (GtkCalendar, …).
    var typeName: String { get }
    /// The GtkWidget behind it; nil on the headless backend, and once GTK destroyed it.
    var gtkWidget: UnsafeMutableRawPointer? { get }
    /// True once someone destroyed the widget behind the toolkit's back (gtk_widget_destroy).
    var isDestroyed: Bool { get }
}
