#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper names GTK 4's in a GTK 4 build)
import GtkC

/// The `NativeWidget` state GTK 3 and GTK 4 keep alike: sensitivity, the focus inside a
/// window, the style classes added through the toolkit, the widget's name and tooltip. Each
/// getter reads GTK. Visibility, the focus of the widget itself and the accessible texts are
/// each version's own (GtkWidgetWrapper+State.swift, Gtk4WidgetWrapper+State.swift).
extension GtkWidgetWrapper {
    var isSensitive: Bool {
        get { GObjectBridge.bool(gtk_widget_get_sensitive(widget)) }
        set { gtk_widget_set_sensitive(widget, GObjectBridge.gbool(newValue)) }
    }

    var isEffectivelySensitive: Bool { GObjectBridge.bool(gtk_widget_is_sensitive(widget)) }

    /// The focus widget of the window this one is in (GTK 4: GtkRoot's focus).
    var windowFocus: UnsafeMutablePointer<GtkWidget>? {
        #if GTK4
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return gtk_root_get_focus(root)
        #else
        guard let toplevel = gtk_widget_get_toplevel(widget),
              GObjectBridge.isInstance(toplevel, of: gtk_window_get_type()) else { return nil }
        return gtk_window_get_focus(GObjectBridge.cast(toplevel))
        #endif
    }

    var containsFocus: Bool {
        guard let focus = windowFocus else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// gtk_widget_child_focus walks only drawable (mapped) widgets, as Tab does.
    func focusInside() -> Bool {
        if containsFocus { return true }
        guard gtk_widget_is_drawable(widget) != 0 else { return false }
        _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
        return containsFocus
    }

    /// The classes added through this wrapper that the widget still has (GTK's own built-in
    /// ones are not reported, so both backends answer the same).
    var styleClasses: [String] {
        #if GTK4
        addedStyleClasses.filter { GObjectBridge.bool(gtk_widget_has_css_class(widget, $0)) }
        #else
        let context = gtk_widget_get_style_context(widget)
        return addedStyleClasses.filter { GObjectBridge.bool(gtk_style_context_has_class(context, $0)) }
        #endif
    }

    func addStyleClass(_ name: String) {
        #if GTK4
        gtk_widget_add_css_class(widget, name)
        #else
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
        #endif
        if !addedStyleClasses.contains(name) { addedStyleClasses.append(name) }
    }

    func removeStyleClass(_ name: String) {
        addedStyleClasses.removeAll { $0 == name }
        #if GTK4
        gtk_widget_remove_css_class(widget, name)
        #else
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
        #endif
    }

    /// `gtk_widget_get_name` (and the "name" property) answer the type name when no name was
    /// set, so that answer means "unset": an unnamed label must not look named "GtkLabel".
    var widgetName: String? {
        get {
            let name = GObjectBridge.string(gtk_widget_get_name(widget))
            let typeName = GObjectBridge.string(g_type_name_from_instance(GObjectBridge.cast(widget)))
            return name == typeName ? nil : name
        }
        set { gtk_widget_set_name(widget, newValue) }
    }

    var tooltip: String? {
        get {
            #if GTK4
            // GTK 4's getter returns a string the widget keeps.
            GObjectBridge.string(gtk_widget_get_tooltip_text(widget))
            #else
            // GTK 3's is the caller's to free.
            GObjectBridge.takeString(gtk_widget_get_tooltip_text(widget))
            #endif
        }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }
}
#endif
