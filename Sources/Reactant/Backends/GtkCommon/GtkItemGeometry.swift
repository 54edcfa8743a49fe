#if GTK3 || GTK4 // both GTK backends: GtkListBox and GtkFlowBox are the same widgets in GTK 3 and GTK 4
import GtkC

/// The sizes the item boxes read from GTK, asked the way each GTK version has: GTK 4
/// measures one orientation at a time (gtk_widget_measure).
@MainActor
enum GtkItemGeometry {
    /// The width `widget` was laid out at, 0 before its first layout. (GTK 4's
    /// gtk_widget_get_allocated_width adds the CSS border and padding, so a framed list that was
    /// never laid out would report its 2 px of border.)
    static func allocatedWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> gint {
        #if GTK4
        gtk_widget_get_width(widget)
        #else
        gtk_widget_get_allocated_width(widget)
        #endif
    }

    /// `widget`'s natural width.
    static func naturalWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> gint {
        var minimum: gint = 0, natural: gint = 0
        #if GTK4
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        #else
        gtk_widget_get_preferred_width(widget, &minimum, &natural)
        #endif
        return natural
    }

    /// `widget`'s natural height at `width`, or at its natural width when `width` is -1.
    static func naturalHeight(of widget: UnsafeMutablePointer<GtkWidget>, forWidth width: gint) -> gint {
        var minimum: gint = 0, natural: gint = 0
        #if GTK4
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
        #else
        if width >= 0 {
            gtk_widget_get_preferred_height_for_width(widget, width, &minimum, &natural)
        } else {
            gtk_widget_get_preferred_height(widget, &minimum, &natural)
        }
        #endif
        return natural
    }
}
#endif
