/// The escape hatch to GTK for one-off tweaks a view has no API for.
extension View {
    /// The `GtkWidget *` behind this view (its outermost widget: a text view's is the overlay
    /// around its scrolled GtkTextView); nil on the headless backend. The view owns it: use
    /// it while the view lives, and don't destroy or unref it. `ReactantGtk` has a typed
    /// version (`gtk`).
    public var gtkWidget: UnsafeMutableRawPointer? {
        #if GTK3 || GTK4
        guard let wrapper = native as? GtkWidgetWrapper, !wrapper.isDestroyed else { return nil }
        return UnsafeMutableRawPointer(wrapper.widget)
        #else
        return nil  // a build without a GTK trait has only the headless backend
        #endif
    }
}
