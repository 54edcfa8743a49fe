#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Direction and place, read from GTK.
extension GtkWidgetWrapper {
    var textDirection: TextDirection {
        gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    /// The allocation, moved into the toplevel's coordinates (where `gtk_widget_draw` of the
    /// toplevel puts it); nil until the widget is realized in a toplevel.
    var frameInWindow: LayoutRect? {
        guard GObjectBridge.bool(gtk_widget_get_realized(widget)),
              let toplevel = gtk_widget_get_toplevel(widget),
              GObjectBridge.bool(gtk_widget_is_toplevel(toplevel)) else { return nil }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        var x: gint = 0
        var y: gint = 0
        guard GObjectBridge.bool(gtk_widget_translate_coordinates(widget, toplevel, 0, 0, &x, &y)) else { return nil }
        return LayoutRect(x: Int(x), y: Int(y), width: Int(allocation.width), height: Int(allocation.height))
    }
}
#endif // GTK3
