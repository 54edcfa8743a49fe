#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// Emits "clicked" on a GtkButton (or a link button) at once, as a click ends in. GTK 3 has
/// gtk_button_clicked; GTK 4 has none, and its activation (gtk_widget_activate, Space or
/// Enter) emits "clicked" only 250 ms later, from a timeout that shows the press, and not at
/// all while the button is unrealized, so `Gtk4PointerPath.activate` emits it.
@MainActor
func gtkButtonClicked(_ button: UnsafeMutablePointer<GtkWidget>) {
#if GTK4
    Gtk4PointerPath.activate(button)
#else
    gtk_button_clicked(GObjectBridge.cast(button))
#endif
}
#endif // GTK3 || GTK4
