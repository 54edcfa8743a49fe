#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper names GTK 4's in a GTK 4 build)
import GtkC

/// Finding the parent and adopting children, alike on GTK 3 and GTK 4; how a child is taken
/// out (`release`) is each version's own. GTK's tree is the truth; `heldChildren` only keeps
/// wrappers alive.
extension GtkWidgetWrapper {
    /// The nearest widget of the toolkit's around this one. GTK's own widgets in between (a
    /// scrolled window's viewport, a dialog's message and action areas) are its parent's
    /// details, as the headless twin, which has none, shows. On GTK 4, a child GTK took out
    /// (a collapsed expander's) still has the wrapper that holds it.
    var nativeParent: (any NativeWidget)? {
        var current = gtk_widget_get_parent(widget)
        while let node = current {
            if let wrapper = Self.wrapper(of: node) { return wrapper }
            current = gtk_widget_get_parent(node)
        }
        #if GTK4
        return heldBy
        #else
        return nil
        #endif
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
            #if GTK4
            let parentName = Self.owner(of: parent)?.displayName ?? "widget"
            #else
            let parentName = Self.wrapper(of: parent)?.displayName ?? "widget"
            #endif
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

    /// `widget` when it is directly inside this one as GTK's child; nil for any other widget.
    func directChild(_ widget: any NativeWidget) -> GtkWidgetWrapper? {
        guard let child = widget as? GtkWidgetWrapper, gtk_widget_get_parent(child.widget) == self.widget else { return nil }
        return child
    }

    /// Takes `widget` out when it is directly inside this one; any other widget changes
    /// nothing (GTK would warn).
    func removeChild(_ widget: any NativeWidget) {
        guard let child = directChild(widget) else { return }
        release(child)
    }

    /// Puts a child that `adoptable` accepted into this widget with `add` (which receives the
    /// child's GtkWidget) and keeps its wrapper.
    func hold(_ child: GtkWidgetWrapper, adding add: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        add(child.widget)
        heldChildren[ObjectIdentifier(child)] = child
        #if GTK4
        child.heldBy = self
        #endif
    }

    /// Puts `replacement` in the place of `current` (a bin's child, a dialog's content, a
    /// paned's side) with `add` (on GTK 4 a widget's own `set_child`: subclasses route
    /// `detach` to `set_child(NULL)` so that releasing a child clears GTK's pointer to it);
    /// nil takes `current` out. The same widget again changes nothing, and so does a refused
    /// one: the old child stays.
    func replaceChild(_ current: GtkWidgetWrapper?, with replacement: (any NativeWidget)?,
                      adding add: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        ChildSlot.replace(current, with: replacement, adopt: adoptable, takeOut: release) { adopted in
            if let adopted { hold(adopted, adding: add) }
        }
    }
}
#endif
