#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Parent and child bookkeeping shared by the container, the button (its content) and the
/// window (its content). GTK's tree is the truth; `heldChildren` only keeps wrappers alive.
extension GtkWidgetWrapper {
    var nativeChildren: [any NativeWidget] {
        childWidgets().compactMap { Self.wrapper(of: $0) }
    }

    /// The nearest widget of the toolkit's around this one. GTK's own widgets in between (a
    /// scrolled window's viewport, a dialog's message and action areas) are its parent's
    /// details, as the headless twin, which has none, shows.
    var nativeParent: (any NativeWidget)? {
        var current = gtk_widget_get_parent(widget)
        while let node = current {
            if let wrapper = Self.wrapper(of: node) { return wrapper }
            current = gtk_widget_get_parent(node)
        }
        return nil
    }

    /// Whether `child` is directly inside this widget.
    func contains(_ child: GtkWidgetWrapper) -> Bool {
        gtk_widget_get_parent(child.widget) == widget
    }

    /// `widget` as a GTK wrapper that may be put inside this one, or nil after reporting why
    /// not. These are the cases GTK refuses with a critical warning (or, for a loop, doesn't
    /// catch at all); the callers then leave the tree as it was, as GTK does. The messages are
    /// the headless backend's, so a test observing diagnostics sees the same on both.
    func adoptable(_ widget: any NativeWidget) -> GtkWidgetWrapper? {
        guard let child = widget as? GtkWidgetWrapper else {
            Diagnostics.error("Can't add a widget of another backend to a GTK \(displayName).")
            return nil
        }
        if child.kind == .window {
            Diagnostics.error("Can't add a window to a \(displayName): a window can't have a parent.")
            return nil
        }
        if let parent = gtk_widget_get_parent(child.widget) {
            let parentName = Self.wrapper(of: parent)?.displayName ?? "widget"
            Diagnostics.error("""
                Can't add a \(child.displayName) to a \(displayName): it is already inside a \
                \(parentName). Remove it from there first.
                """)
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

    /// Puts a child that `adoptable` accepted into this widget with `add` (which receives the
    /// child's GtkWidget) and keeps its wrapper.
    func hold(_ child: GtkWidgetWrapper, adding add: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        add(child.widget)
        heldChildren[ObjectIdentifier(child)] = child
    }

    /// Takes `widget` out when it is a child of this one; any other widget changes nothing
    /// (GTK would warn).
    func removeChild(_ widget: any NativeWidget) {
        guard let child = widget as? GtkWidgetWrapper, contains(child) else { return }
        release(child)
    }

    /// Puts `replacement` in the place of `current` (a bin's child, a dialog's content, a
    /// paned's side); nil takes `current` out. The same widget again changes nothing, and so
    /// does a refused one: the old child stays.
    func replaceChild(_ current: GtkWidgetWrapper?, with replacement: (any NativeWidget)?,
                      adding add: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        if let current, current === replacement { return }
        var adopted: GtkWidgetWrapper?
        if let replacement {
            guard let accepted = adoptable(replacement) else { return }
            adopted = accepted
        }
        if let current { release(current) }
        if let adopted { hold(adopted, adding: add) }
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
