#if GTK3 || GTK4 // both GTK backends: a click in the way each GTK lets code make one
import GtkC

/// A person's click on the middle of `target`, on the build's GTK: through GDK's event
/// delivery on GTK 3 (`GtkPointerEvents`), as far as GTK 4 lets code click on GTK 4
/// (`Gtk4PointerPath`). Returns why a person couldn't click it there, or nil once clicked.
@MainActor
func gtkClick(_ target: UnsafeMutablePointer<GtkWidget>) -> String? {
#if GTK4
    Gtk4PointerPath.click(target)
#else
    GtkPointerEvents.click(target)
#endif
}
#endif
