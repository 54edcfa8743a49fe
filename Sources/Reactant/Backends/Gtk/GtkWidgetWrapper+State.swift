#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// GTK 3's part of the `NativeWidget` state (the rest is GtkCommon's
/// GtkWidgetWrapper+SharedState.swift): visibility, the widget's focus and its ATK texts.
/// Each getter reads GTK.
extension GtkWidgetWrapper {
    var isVisible: Bool {
        get { GObjectBridge.bool(gtk_widget_get_visible(widget)) }
        set { gtk_widget_set_visible(widget, GObjectBridge.gbool(newValue)) }
    }

    /// The widget's own flag and every ancestor's, and for a stack's page whether it is the
    /// visible one. Not `gtk_widget_is_visible`, which also wants the toplevel mapped, and
    /// mapping needs a window manager's cooperation.
    var isEffectivelyVisible: Bool {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let node = current {
            if !GObjectBridge.bool(gtk_widget_get_visible(node)) { return false }
            let parent = gtk_widget_get_parent(node)
            if let parent, GObjectBridge.isInstance(parent, of: gtk_stack_get_type()),
               gtk_stack_get_visible_child(GObjectBridge.cast(parent)) != node {
                return false
            }
            if let parent, !Self.showsChild(of: parent) { return false }
            current = parent
        }
        return true
    }

    var canFocus: Bool { GObjectBridge.bool(gtk_widget_get_can_focus(focusTarget)) }

    /// `gtk_widget_is_focus` compares with the window's focus widget and does not ask whether
    /// the window is active (`has_focus` does; under Xvfb no window manager activates it).
    /// A widget that owns its inner widgets also has the focus when one of them has it.
    var isFocus: Bool {
        if GObjectBridge.bool(gtk_widget_is_focus(focusTarget)) { return true }
        guard ownsInnerWidgets, let focus = windowFocus else { return false }
        return Self.owner(of: focus) === self
    }

    func grabFocus() { gtk_widget_grab_focus(focusTarget) }

    /// The wrapper a focused GTK widget counts for: its own, or the nearest wrapper around it
    /// that owns its inner widgets; nil for GTK's internals of other widgets.
    static func owner(of focus: UnsafeMutablePointer<GtkWidget>) -> GtkWidgetWrapper? {
        if let own = wrapper(of: focus) { return own }
        var current = gtk_widget_get_parent(focus)
        while let node = current {
            if let wrapper = wrapper(of: node) {
                return wrapper.ownsInnerWidgets || wrapper.focusTarget == focus ? wrapper : nil
            }
            current = gtk_widget_get_parent(node)
        }
        return nil
    }

    /// False for the child of a collapsed GtkExpander or of a GtkRevealer that neither
    /// reveals nor still shows it (GTK unmaps those).
    static func showsChild(of parent: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if GObjectBridge.isInstance(parent, of: gtk_expander_get_type()) {
            return GObjectBridge.bool(gtk_expander_get_expanded(GObjectBridge.cast(parent)))
        }
        if GObjectBridge.isInstance(parent, of: gtk_revealer_get_type()) {
            let revealer: UnsafeMutablePointer<GtkRevealer> = GObjectBridge.cast(parent)
            return GObjectBridge.bool(gtk_revealer_get_reveal_child(revealer))
                || GObjectBridge.bool(gtk_revealer_get_child_revealed(revealer))
        }
        return true
    }

    /// GTK notifies is-focus again when the focus widget grabs the focus once more, and while
    /// it wraps around at the end of the Tab chain; only changes are passed on.
    func onFocusChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        var reported = isFocus
        return connect("notify::is-focus", shape: .oneArgument) { [weak self] _ in
            guard let self else { return false }
            let now = isFocus
            if now != reported {
                reported = now
                handler(now)
            }
            return false
        }
    }

    /// The ATK name set through this wrapper, read back from ATK; nil when none was set.
    /// Unset, GTK names some widgets itself (a spinner is "Spinner", a button announces its
    /// label); like its built-in style classes, that is not reported, so both backends answer
    /// the same. Setting nil gives the widget back the name GTK had given it.
    var accessibleLabel: String? {
        get {
            guard gtkAccessibleName != nil else { return nil }
            return GObjectBridge.string(atk_object_get_name(gtk_widget_get_accessible(accessibleWidget)))
        }
        set {
            guard let accessible = gtk_widget_get_accessible(accessibleWidget) else { return }
            if let newValue {
                if gtkAccessibleName == nil { gtkAccessibleName = .some(GObjectBridge.string(accessible.pointee.name)) }
                atk_object_set_name(accessible, newValue)
            } else if let original = gtkAccessibleName {
                gtkAccessibleName = nil
                if let original {
                    atk_object_set_name(accessible, original)
                } else {
                    // ATK asserts on a NULL name, yet NULL is how "derive it from the widget"
                    // is stored: reset the public field as atk_object_finalize does, and notify.
                    g_free(accessible.pointee.name)
                    accessible.pointee.name = nil
                    g_object_notify(GObjectBridge.cast(accessible), "accessible-name")
                }
            }
        }
    }

    /// The ATK description set through this wrapper, read back from ATK; nil when none was
    /// set. Unset, GTK describes a widget by its tooltip; like the name, that fallback is not
    /// reported, and setting nil restores it.
    var accessibleDescription: String? {
        get {
            guard hasAccessibleDescription else { return nil }
            return GObjectBridge.string(atk_object_get_description(gtk_widget_get_accessible(accessibleWidget)))
        }
        set {
            guard let accessible = gtk_widget_get_accessible(accessibleWidget) else { return }
            // Screen readers hear of a change through AT-SPI's PropertyChange, which the
            // bridge sends only for a description that isn't NULL, and which ATK doesn't
            // notify when the old description was NULL. So a first description goes through
            // "" (silently) and a removed one through "" (heard), then back to NULL.
            if let newValue {
                if accessible.pointee.description == nil { atk_object_set_description(accessible, "") }
                hasAccessibleDescription = true
                atk_object_set_description(accessible, newValue)
            } else if hasAccessibleDescription {
                hasAccessibleDescription = false
                atk_object_set_description(accessible, "")
                // As for the name: ATK refuses NULL, yet NULL is the "no description" state.
                g_free(accessible.pointee.description)
                accessible.pointee.description = nil
            }
        }
    }
}
#endif // GTK3
