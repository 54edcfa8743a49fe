#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// GTK's animations, turned off for the bench: a popover slides out after it closed, and
/// the next cycle's click would find it still on screen (GTK then shows it without a new
/// "show", so the toolkit would not see it open). The bench counts what stays behind, not
/// the slide.
@MainActor
enum GtkAnimations {
    static func turnOff() {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        defer { g_value_unset(&value) }
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN, a macro Swift doesn't import
        g_value_set_boolean(&value, 0)
        g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
                              "gtk-enable-animations", &value)
    }
}
#endif // GTK3
