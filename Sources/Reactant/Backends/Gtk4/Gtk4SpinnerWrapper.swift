#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkSpinner (GTK 4 has a getter for its spinning state).
@MainActor
final class Gtk4SpinnerWrapper: Gtk4WidgetWrapper, NativeSpinner {
    init() {
        super.init(widget: gtk_spinner_new(), kind: .spinner)
    }

    private var spinner: OpaquePointer { OpaquePointer(widget) }

    var isSpinning: Bool {
        get { Gtk4Object.bool(gtk_spinner_get_spinning(spinner)) }
        set { gtk_spinner_set_spinning(spinner, Gtk4Object.gbool(newValue)) }
    }
}
#endif // GTK4
