#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// Parent lookup and adopting children; the overridable tree members (`childWidgets`,
/// `nativeChildren`, `release`, `detach`, `releaseAllChildren`) stay in the class.
extension Gtk4WidgetWrapper {
    var nativeParent: (any NativeWidget)? {
        var current = gtk_widget_get_parent(widget)
        while let node = current {
            if let wrapper = Self.wrapper(of: node) { return wrapper }
            current = gtk_widget_get_parent(node)
        }
        return heldBy
    }

    /// `widget` as a wrapper that may be put inside this one, or nil after saying why not
    /// (GTK 4 refuses these with a critical).
    func adoptable(_ widget: any NativeWidget) -> Gtk4WidgetWrapper? {
        guard let child = widget as? Gtk4WidgetWrapper else {
            Diagnostics.error("Can't add a widget of another backend to a GTK \(displayName).")
            return nil
        }
        if child.kind == .window {
            Diagnostics.error("Can't add a window to a \(displayName): a window can't have a parent.")
            return nil
        }
        if let parent = gtk_widget_get_parent(child.widget) {
            let parentName = Self.owner(of: parent)?.displayName ?? "widget"
            Diagnostics.error("Can't add a \(child.displayName) to a \(displayName): it is already inside a \(parentName). Remove it from there first.")
            return nil
        }
        var ancestor: UnsafeMutablePointer<GtkWidget>? = self.widget
        while let current = ancestor {
            if current == child.widget {
                Diagnostics.error("Can't add a \(child.displayName) to a \(displayName) inside it.")
                return nil
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return child
    }

    /// Puts an adopted child in with `add` and keeps its wrapper.
    func hold(_ child: Gtk4WidgetWrapper, adding add: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        add(child.widget)
        heldChildren[ObjectIdentifier(child)] = child
        child.heldBy = self
    }
}
#endif // GTK4
