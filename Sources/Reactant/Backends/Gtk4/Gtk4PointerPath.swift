#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// What a click does on GTK 4 from code. GTK 4 has no public way to make a pointer event, so
/// a click can't be delivered; instead the toolkit checks what a person's click would need
/// (a window on screen, the widget mapped with a size, nothing else under its middle:
/// gtk_widget_pick, GTK's own hit test) and then does what the click ends in: the focus for a
/// widget that takes it on click, and the widget's activation.
@MainActor
enum Gtk4PointerPath {
    /// Why a person couldn't click the middle of `target`, or nil when they could.
    static func refusal(_ target: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let root = gtk_widget_get_root(target) else { return "it is not in a window on screen" }
        let rootWidget = UnsafeMutablePointer<GtkWidget>(root)
        guard gtk_widget_get_mapped(rootWidget) != 0 else { return "it is not in a window on screen" }
        guard gtk_widget_get_mapped(target) != 0 else { return "it is not on screen (unmapped)" }
        // A page just switched to, or a window just shown, is mapped before it is laid out.
        Gtk4XInput.waitForLayout(target)
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(target, rootWidget, &bounds) != 0 else { return "it is not on screen" }
        guard bounds.size.width > 0, bounds.size.height > 0 else { return "it has no size on screen" }
        let x = Double(bounds.origin.x + bounds.size.width / 2), y = Double(bounds.origin.y + bounds.size.height / 2)
        guard let picked = gtk_widget_pick(rootWidget, x, y, GTK_PICK_DEFAULT) else {
            return "nothing under its middle takes a click"
        }
        // The target, a part of it, or a container around it is fine; anything else is on top.
        guard picked == target || gtk_widget_is_ancestor(picked, target) != 0 || gtk_widget_is_ancestor(target, picked) != 0 else {
            return "it is covered by \(GObjectBridge.string(g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(picked)))) ?? "another widget")"
        }
        return nil
    }

    /// Clicks `target` as far as GTK 4 lets code: the checks above, the focus (GTK's
    /// focus-on-click), then activation. Returns why not, or nil once done.
    static func click(_ target: UnsafeMutablePointer<GtkWidget>) -> String? {
        if let refusal = refusal(target) { return refusal }
        guard gtk_widget_is_sensitive(target) != 0 else { return "it is insensitive" }
        if gtk_widget_get_focus_on_click(target) != 0, gtk_widget_get_focusable(target) != 0 {
            _ = gtk_widget_grab_focus(target)
        }
        activate(target)
        return nil
    }

    /// What a click ends in. A GtkButton's "clicked" is emitted at once: its activation
    /// (gtk_widget_activate) only emits it 250 ms later, from a timeout, to show the press.
    /// Check buttons and expanders toggle on activation.
    static func activate(_ target: UnsafeMutablePointer<GtkWidget>) {
        if GObjectBridge.isInstance(target, of: gtk_button_get_type()) {
            GObjectBridge.emit("clicked", on: UnsafeMutableRawPointer(target), of: gtk_button_get_type(), [])
        } else {
            _ = gtk_widget_activate(target)
        }
    }
}
#endif // GTK4
