/// A widget the toolkit doesn't wrap, made by the app with GTK's C API (a GtkCalendar, a
/// VTE terminal, a WebKit view), owned and laid out like any other view.
///
///     import ReactantGtk   // CGtk, and typed helpers
///     let calendar = NativeView(typeName: "GtkCalendar") { gtk_calendar_new() }
///     calendar.layout.expand(horizontally: true, vertically: false)
///
/// On GTK the widget is checked and taken over: ref-sunk when wrapped, unreffed when the view
/// goes, taken out of the tree if the app destroys it. NULL, a pointer that is not a live
/// GtkWidget, a toplevel window, a widget inside another container or one being destroyed
/// is refused with an error, and the view is an empty box (`isValid == false`). A pointer to
/// freed memory can't be told from a live widget in C; don't pass one.
///
/// On the headless backend `make` is never called: the view is an opaque node named
/// `typeName` that takes part in layout, visibility, sensitivity and the widget tree.
@MainActor
public final class NativeView: View {
    /// The wrapped widget, nil when wrapping was refused.
    public let foreign: (any NativeForeign)?

    /// Wraps the widget `make` returns (called on GTK only), a `GtkWidget *`.
    public init(typeName: String, make: () -> UnsafeMutableRawPointer?) {
        let backend = Backends.current
        let pointer = backend.name == "gtk" ? make() : nil
        let foreign = backend.makeForeign(gtkWidget: pointer, typeName: typeName)
        self.foreign = foreign
        super.init(native: foreign ?? backend.makeContainer(.vertical()))
    }

    /// Wraps a `GtkWidget *` made already. On the headless backend the pointer is ignored.
    public convenience init(gtkWidget: UnsafeMutableRawPointer?, typeName: String = "GtkWidget") {
        self.init(typeName: typeName) { gtkWidget }
    }

    /// False when the widget was refused (the view then shows nothing).
    public var isValid: Bool { foreign != nil }

    /// The widget's type name (GtkCalendar, …).
    public var typeName: String? { foreign?.typeName }

    /// True once the app destroyed the widget (gtk_widget_destroy) while the view holds it.
    public var isDestroyed: Bool { foreign?.isDestroyed ?? false }
}
