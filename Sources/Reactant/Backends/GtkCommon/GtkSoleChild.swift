#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper names GTK 4's in a GTK 4 build)
import GtkC

/// The one child of a single-child container (expander, frame, overlay, revealer). GTK 3's are
/// GtkBins; GTK 4's each have their own get/set_child pair, behind the "child" property every
/// one of them declares.
extension GtkWidgetWrapper {
    var soleChild: UnsafeMutablePointer<GtkWidget>? {
#if GTK4
        GObjectBridge.property("child", of: widget, type: gtk_widget_get_type()) {
            g_value_get_object($0).map { UnsafeMutablePointer(OpaquePointer($0)) }
        }
#else
        gtk_bin_get_child(GObjectBridge.cast(widget))
#endif
    }

    /// Puts `child` in (nil: takes the current one out).
    func setSoleChild(_ child: UnsafeMutablePointer<GtkWidget>?) {
#if GTK4
        GObjectBridge.setProperty("child", of: widget, type: gtk_widget_get_type()) {
            g_value_set_object($0, child.map { UnsafeMutableRawPointer($0) })
        }
#else
        if let child {
            gtk_container_add(GObjectBridge.cast(widget), child)
        } else if let current = soleChild {
            gtk_container_remove(GObjectBridge.cast(widget), current)
        }
#endif
    }
}
#endif
