#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// GTK 4's single-child widgets (frame, expander, revealer, scrolled window, overlay's main
/// child, …) each have their own `set_child`; GTK 3's GtkBin and gtk_container_add are gone.
extension Gtk4WidgetWrapper {
    /// Replaces the child `current` with `replacement` (nil: none) through `setChild`; a
    /// refused widget changes nothing. Subclasses route `detach` to `setChild(nil)` so that
    /// releasing a child leaves GTK's own pointer to it cleared.
    func replaceChild(_ current: Gtk4WidgetWrapper?, with replacement: (any NativeWidget)?,
                      setChild: (UnsafeMutablePointer<GtkWidget>?) -> Void) {
        if let current, current === replacement { return }
        var adopted: Gtk4WidgetWrapper?
        if let replacement {
            guard let accepted = adoptable(replacement) else { return }
            adopted = accepted
        }
        if let current { release(current) }
        if let adopted { hold(adopted) { setChild($0) } }
    }
}
#endif // GTK4
