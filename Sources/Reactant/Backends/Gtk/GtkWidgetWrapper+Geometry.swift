#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Sizes GTK measures and allocations GTK made, read back as they are.
extension GtkWidgetWrapper {
    var preferredSize: (minimum: LayoutSize, natural: LayoutSize) {
        var minimumWidth: gint = 0, naturalWidth: gint = 0, minimumHeight: gint = 0, naturalHeight: gint = 0
        gtk_widget_get_preferred_width(widget, &minimumWidth, &naturalWidth)
        gtk_widget_get_preferred_height(widget, &minimumHeight, &naturalHeight)
        return (LayoutSize(width: Int(minimumWidth), height: Int(minimumHeight)),
                LayoutSize(width: Int(naturalWidth), height: Int(naturalHeight)))
    }

    var hasHeightForWidth: Bool {
        gtk_widget_get_visible(widget) != 0 && gtk_widget_get_request_mode(widget) == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
    }

    func preferredHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_get_preferred_height_for_width(widget, gint(width), &minimum, &natural)
        return (Int(minimum), Int(natural))
    }

    /// The allocation's origin translated into `ancestor`'s (gtk_widget_translate_coordinates
    /// also crosses the GdkWindows of scrolled windows and event boxes), with its size.
    func frame(in ancestor: any NativeWidget) -> LayoutRect? {
        guard let ancestor = ancestor as? GtkWidgetWrapper, gtk_widget_get_mapped(widget) != 0,
              ancestor === self || gtk_widget_is_ancestor(widget, ancestor.widget) != 0
        else { return nil }
        var x: gint = 0, y: gint = 0
        guard gtk_widget_translate_coordinates(widget, ancestor.widget, 0, 0, &x, &y) != 0 else { return nil }
        return LayoutRect(x: Int(x), y: Int(y), width: Int(gtk_widget_get_allocated_width(widget)),
                          height: Int(gtk_widget_get_allocated_height(widget)))
    }
}
#endif // GTK3
