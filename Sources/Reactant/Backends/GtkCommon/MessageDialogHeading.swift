#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
#if GTK4
import CGtk4
#else
import CGtk
#endif

/// An alert's heading as GtkMessageDialog draws its primary text (setup_primary_label_font):
/// bold, and larger when there is body text too. Pango attributes, so a theme's label colour
/// still applies; both backends' message dialogs draw it so.
@MainActor
enum MessageDialogHeading {
    static func apply(to widget: UnsafeMutablePointer<GtkWidget>, large: Bool) {
        #if GTK4
        let label = OpaquePointer(widget)  // GTK 4's GtkLabel is opaque
        #else
        let label: UnsafeMutablePointer<GtkLabel> = GObjectBridge.cast(widget)
        #endif
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
        if large { pango_attr_list_insert(attributes, pango_attr_scale_new(1.2)) }  // PANGO_SCALE_LARGE
        gtk_label_set_attributes(label, attributes)
        pango_attr_list_unref(attributes)
    }
}
#endif // GTK3 || GTK4
