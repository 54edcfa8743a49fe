#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
import GtkC

/// An alert's heading as GtkMessageDialog draws its primary text (setup_primary_label_font):
/// bold, and larger when there is body text too. Pango attributes, so a theme's label colour
/// still applies; both backends' message dialogs draw it so.
@MainActor
enum MessageDialogHeading {
    /// Styles `label`; false (after a diagnostic) for another backend's label.
    static func apply(to label: any NativeLabel, large: Bool) -> Bool {
        guard let wrapper = GtkWidgetWrapper.gtkWrapper(label, for: "setHeading") else { return false }
        #if GTK4
        let gtkLabel = OpaquePointer(wrapper.widget)  // GTK 4's GtkLabel is opaque
        #else
        let gtkLabel: UnsafeMutablePointer<GtkLabel> = GObjectBridge.cast(wrapper.widget)
        #endif
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
        if large { pango_attr_list_insert(attributes, pango_attr_scale_new(1.2)) }  // PANGO_SCALE_LARGE
        gtk_label_set_attributes(gtkLabel, attributes)
        pango_attr_list_unref(attributes)
        return true
    }
}
#endif // GTK3 || GTK4
