// GTK's C API for apps, next to the toolkit: `import ReactantGtk` brings CGtk (GTK 3, GDK,
// cairo, GLib; CGtk4 with GTK 4 and libadwaita in a `--traits GTK4` build) and typed versions
// of the toolkit's escape hatches. Apps that never touch GTK directly need only `import Reactant`.
@_exported import GtkC
import Reactant

extension View {
    /// The `GtkWidget *` behind this view (see `View.gtkWidget`); nil on the headless backend.
    public var gtk: UnsafeMutablePointer<GtkWidget>? {
        gtkWidget?.assumingMemoryBound(to: GtkWidget.self)
    }
}

extension NativeView {
    /// Wraps the GtkWidget `make` returns, on GTK; on the headless backend `make` is not
    /// called and the view is an opaque node named `typeName`.
    ///
    ///     let calendar = NativeView(typeName: "GtkCalendar") { gtk_calendar_new() }
    public convenience init(typeName: String, widget make: () -> UnsafeMutablePointer<GtkWidget>?) {
        self.init(typeName: typeName) { make().map(UnsafeMutableRawPointer.init) }
    }
}

extension DrawingContext {
    /// The frame's cairo context on GTK, for drawing beyond `DrawingContext`'s vocabulary
    /// (what is drawn this way is not recorded in `operations`); nil on the headless backend.
    public var cairoContext: OpaquePointer? { cairo }
}
