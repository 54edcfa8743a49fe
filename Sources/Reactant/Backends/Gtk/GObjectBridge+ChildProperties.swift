#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// GTK 3's container child properties (a stack page's title, a header bar child's pack type);
/// GTK 4 has none (its layout children and pages are objects with plain properties).
extension GObjectBridge {
    /// Reads a child property (`gtk_container_child_get_property`) through a GValue.
    static func childProperty<Result>(
        _ name: String, of child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>,
        type: GType, read: (UnsafeMutablePointer<GValue>) -> Result
    ) -> Result {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        gtk_container_child_get_property(cast(container), child, name, &value)
        return read(&value)
    }

    /// Reads an integer child property.
    static func childInt(
        _ name: String, of child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>
    ) -> Int {
        childProperty(name, of: child, in: container, type: intType) { Int(g_value_get_int($0)) }
    }

    /// Writes an integer child property (`gtk_container_child_set_property`).
    static func setChildInt(
        _ name: String, _ newValue: Int,
        of child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>
    ) {
        var value = GValue()
        g_value_init(&value, intType)
        defer { g_value_unset(&value) }
        g_value_set_int(&value, gint(newValue))
        gtk_container_child_set_property(cast(container), child, name, &value)
    }
}
#endif // GTK3
