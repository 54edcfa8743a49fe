#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// Measuring and allocated frames (the layout properties: GtkCommon/GtkWidgetWrapper+Layout.swift).
extension Gtk4WidgetWrapper {
    /// gtk_widget_measure includes margins in GTK 4, as the protocol wants; hidden: 0×0.
    var preferredSize: (minimum: LayoutSize, natural: LayoutSize) {
        guard isVisible else { return (.zero, .zero) }
        var minimum = GtkRequisition()
        var natural = GtkRequisition()
        gtk_widget_get_preferred_size(widget, &minimum, &natural)
        return (LayoutSize(width: Int(minimum.width), height: Int(minimum.height)),
                LayoutSize(width: Int(natural.width), height: Int(natural.height)))
    }

    /// A hidden widget takes no height, so none that depends on its width (as on GTK 3).
    var hasHeightForWidth: Bool {
        isVisible && gtk_widget_get_request_mode(widget) == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
    }

    func preferredHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        guard isVisible else { return (0, 0) }
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, hasHeightForWidth ? gint(width) : -1,
                           &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// The bounds GTK last allocated, in `target`'s coordinates (gtk_widget_compute_bounds).
    private func bounds(in target: UnsafeMutablePointer<GtkWidget>) -> LayoutRect? {
        guard gtk_widget_get_mapped(widget) != 0 else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target, &rect) != 0 else { return nil }
        return LayoutRect(x: Int(rect.origin.x.rounded()), y: Int(rect.origin.y.rounded()),
                          width: Int(rect.size.width.rounded()), height: Int(rect.size.height.rounded()))
    }

    /// Relative to the ancestor's border box, as GTK 3's allocations are: GTK 4 puts a
    /// widget's origin at its content box, inside its border and padding (a button's 10×5 px),
    /// and gtk_widget_compute_bounds answers in that system.
    func frame(in ancestor: any NativeWidget) -> LayoutRect? {
        guard let ancestor = ancestor as? Gtk4WidgetWrapper,
              ancestor.widget == widget || gtk_widget_is_ancestor(widget, ancestor.widget) != 0,
              let rect = bounds(in: ancestor.widget), let own = ancestor.bounds(in: ancestor.widget) else { return nil }
        return LayoutRect(x: rect.x - own.x, y: rect.y - own.y, width: rect.width, height: rect.height)
    }

    var frameInWindow: LayoutRect? {
        guard let root = gtk_widget_get_root(widget), let rect = bounds(in: UnsafeMutablePointer<GtkWidget>(root)) else { return nil }
        return LayoutRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    var textDirection: TextDirection {
        gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }
}
#endif // GTK4
