#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper names GTK 4's in a GTK 4 build)
import GtkC

/// A pointer type a GTK call takes a widget as. GTK 3's headers declare each widget's struct,
/// so its calls take `UnsafeMutablePointer<GtkLabel>` and the like; GTK 4's declare them
/// opaque, so the same calls take `OpaquePointer`. Code shared by both backends asks for
/// `typed()` and the compiler picks the type from the call it is passed to.
protocol GtkTypedPointer {
    init(gtkPointer: OpaquePointer)
}

extension OpaquePointer: GtkTypedPointer {
    init(gtkPointer: OpaquePointer) { self = gtkPointer }
}

extension UnsafeMutablePointer: GtkTypedPointer {
    init(gtkPointer: OpaquePointer) { self.init(gtkPointer) }
}

/// `pointer` (a widget, or any GObject) as the pointer type the call it is passed to expects.
func gtkTyped<Source, Target: GtkTypedPointer>(_ pointer: UnsafeMutablePointer<Source>) -> Target {
    Target(gtkPointer: OpaquePointer(pointer))
}

extension GtkWidgetWrapper {
    /// `widget` as the pointer type the GTK call it is passed to expects (`GtkLabel *`,
    /// `GtkStack *`, … on GTK 3; `OpaquePointer` on GTK 4).
    func typed<Target: GtkTypedPointer>() -> Target { gtkTyped(widget) }
}
#endif
