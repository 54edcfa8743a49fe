#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
import GtkC

/// The checks `WidgetFactory.makeForeign` promises before a GtkWidget the app made is taken
/// over, for both GTK backends.
@MainActor
enum ForeignWidgetCheck {
    /// The widget behind `pointer` when it can be taken over; nil after saying why not.
    static func adoptable(_ pointer: UnsafeMutableRawPointer?, typeName: String,
                          isWrapped: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
        guard let pointer else {
            Diagnostics.error("NativeView(\(typeName)): the GtkWidget pointer is NULL; nothing to wrap.")
            return nil
        }
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_widget_get_type()) != 0,
              pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count > 0 else {
            Diagnostics.error("NativeView(\(typeName)): the pointer is not a live GtkWidget (freed, destroyed, or another type); nothing to wrap.")
            return nil
        }
        let widget = pointer.assumingMemoryBound(to: GtkWidget.self)
        if GObjectBridge.bool(gtk_widget_in_destruction(widget)) {
            Diagnostics.error("NativeView(\(typeName)): the widget is being destroyed; nothing to wrap.")
            return nil
        }
        if isToplevel(widget) {
            Diagnostics.error("NativeView(\(typeName)): a toplevel window can't be put inside a view; use Window for windows.")
            return nil
        }
        if gtk_widget_get_parent(widget) != nil {
            Diagnostics.error("NativeView(\(typeName)): the widget is already inside a container; take it out first.")
            return nil
        }
        if isWrapped(widget) {
            Diagnostics.error("NativeView(\(typeName)): the widget already belongs to a toolkit view.")
            return nil
        }
        return widget
    }

    /// GTK 4's toplevels (windows) and popovers are GtkNatives; GTK 3 asks the widget.
    private static func isToplevel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        #if GTK4
        GObjectBridge.isInstance(widget, of: gtk_native_get_type())
        #else
        GObjectBridge.bool(gtk_widget_is_toplevel(widget))
        #endif
    }
}
#endif
