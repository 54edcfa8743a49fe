#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// GTK 3's children: GtkContainer's list, and taking a child out with gtk_container_remove
/// (parent lookup and adopting are GtkCommon's GtkWidgetWrapper+Adopting.swift).
extension GtkWidgetWrapper {
    var nativeChildren: [any NativeWidget] {
        // A loop rather than `compactMap`: the closure checked at its entry that it ran on the
        // main actor, which cost naming a table's rebound row (`ContentName`) a third of its time.
        var children: [any NativeWidget] = []
        for child in childWidgets() {
            if let wrapper = Self.wrapper(of: child) { children.append(wrapper) }
        }
        return children
    }

    /// Takes `child` out of this widget and lets go of its wrapper; does nothing for a widget
    /// that is not a child (GTK would warn).
    func release(_ child: GtkWidgetWrapper) {
        // Directly inside, or inside one of GTK's own boxes of this widget (a dialog's areas).
        if let parent = gtk_widget_get_parent(child.widget),
           parent == widget || (Self.wrapper(of: parent) == nil && child.nativeParent === self) {
            gtk_container_remove(GObjectBridge.cast(parent), child.widget)
        }
        heldChildren[ObjectIdentifier(child)] = nil
    }

    /// Takes every wrapped child out, so destroying or finalizing this widget leaves them whole.
    func releaseAllChildren() {
        for child in childWidgets() {
            if let wrapper = Self.wrapper(of: child) { release(wrapper) }
        }
        heldChildren.removeAll()
    }
}
#endif // GTK3
