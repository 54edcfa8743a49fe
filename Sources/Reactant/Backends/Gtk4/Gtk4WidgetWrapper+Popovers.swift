#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// GTK 4's popovers are children of the widget they point at, and a widget's own dispose
/// takes out only the children it knows: a GtkListBox's loops forever on "Tried to remove
/// non-child" over a popover left in it. On GTK 3 a popover went with the widget it pointed
/// at. So the popovers the toolkit put on a widget (`parentPopover`) are taken off, closed,
/// when its wrapper lets the widget go; GTK's own (a menu button's, a label's context menu)
/// stay with the widget that made them, whose dispose takes them out.
extension Gtk4WidgetWrapper {
    private static let toolkitPopoverQuark = g_quark_from_string("reactant-gtk4-toolkit-popover")

    /// Makes `popover` point at `widget`, as its child.
    static func parentPopover(_ popover: UnsafeMutablePointer<GtkWidget>, to widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_parent(popover, widget)
        g_object_set_qdata(Gtk4Object.cast(popover), toolkitPopoverQuark, UnsafeMutableRawPointer(bitPattern: 1))
    }

    /// Takes the toolkit's popovers off this widget (called as its wrapper goes); each is
    /// closed once off, so a popover wrapper still holding it hears it closed.
    func unparentToolkitPopovers() {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            guard Gtk4Object.isInstance(current, of: gtk_popover_get_type()),
                  g_object_get_qdata(Gtk4Object.cast(current), Self.toolkitPopoverQuark) != nil else { continue }
            g_object_ref(UnsafeMutableRawPointer(current))
            gtk_widget_unparent(current)
            gtk_widget_set_visible(current, 0)
            g_object_unref(UnsafeMutableRawPointer(current))
        }
    }
}
#endif // GTK4
