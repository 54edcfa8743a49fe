#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// GTK 4's part of the `NativeWidget` state (the rest is GtkCommon's
/// GtkWidgetWrapper+SharedState.swift): visibility, the widget's focus and its colours.
/// Each getter reads GTK.
extension Gtk4WidgetWrapper {
    var isVisible: Bool {
        get { Gtk4Object.bool(gtk_widget_get_visible(widget)) }
        set {
            if !newValue { unsetFocusInside() }
            gtk_widget_set_visible(widget, Gtk4Object.gbool(newValue))
        }
    }

    /// Hiding or taking out the window's focus widget, or a widget around it, unsets the
    /// window's focus at once, as GTK 3 does. GTK 4 instead keeps the stale focus until its
    /// next frame and then hands it to a neighbour; with the focus unset first it has
    /// nothing to move. A window keeps its focus widget while it is hidden.
    func unsetFocusInside() {
        guard !isToplevel, let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
              focus == widget || gtk_widget_is_ancestor(focus, widget) != 0 else { return }
        gtk_root_set_focus(root, nil)
    }

    /// Its own flag and every ancestor's, and for a stack's page whether it is the visible one.
    var isEffectivelyVisible: Bool {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let node = current {
            if !Gtk4Object.bool(gtk_widget_get_visible(node)) { return false }
            let parent = gtk_widget_get_parent(node) ?? Self.wrapper(of: node)?.heldBy?.widget
            if let parent, Gtk4Object.isInstance(parent, of: gtk_stack_get_type()),
               gtk_stack_get_visible_child(OpaquePointer(parent)) != node {
                return false
            }
            if let parent, let holder = Self.wrapper(of: parent), !holder.showsChild(node) { return false }
            current = parent
        }
        return true
    }

    var canFocus: Bool { Gtk4Object.bool(gtk_widget_get_focusable(focusTarget)) }

    /// GTK 4 gives the focus to an entry's inner GtkText: that counts as the entry's.
    var isFocus: Bool {
        guard let focus = windowFocus else { return false }
        return focus == focusTarget || Self.owner(of: focus) === self
    }

    func grabFocus() { _ = gtk_widget_grab_focus(focusTarget) }

    /// The wrapper a focused GTK widget counts for: the nearest wrapper at or around it, up
    /// to a popover (the focus in an open menu is not the focus of the widget it points at,
    /// GTK 4's parent of the popover).
    static func owner(of focus: UnsafeMutablePointer<GtkWidget>) -> Gtk4WidgetWrapper? {
        var current: UnsafeMutablePointer<GtkWidget>? = focus
        while let node = current {
            if let wrapper = wrapper(of: node) { return wrapper }
            if Gtk4Object.isInstance(node, of: gtk_popover_get_type()) { return nil }
            current = gtk_widget_get_parent(node)
        }
        return nil
    }

    /// See `Gtk4FocusWatch`: GTK 4's own focus events need an active window.
    func onFocusChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        Gtk4FocusWatch.add(self, handler)
    }

    /// A provider on the widget's own style context (deprecated in GTK 4.10, current in 4.8).
    var colors: WidgetColors {
        get { setColors }
        set {
            setColors = newValue
            let provider = colorProvider ?? {
                let made = gtk_css_provider_new()!
                gtk_style_context_add_provider(gtk_widget_get_style_context(widget), Gtk4Object.opaque(made),
                                               guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
                colorProvider = made
                return made
            }()
            gtk_css_provider_load_from_data(provider, newValue.css, -1)
        }
    }
}
#endif // GTK4
