#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// The small pieces of glue Swift needs to talk to GObject: pointer casts, type checks, GValues
/// and strings. They exist because the C API spells these as macros (`GTK_LABEL (w)`,
/// `GTK_IS_CONTAINER (w)`, `G_TYPE_INT`), which Swift cannot import.
enum Gtk4Object {
    // GType of the fundamental types: G_TYPE_MAKE_FUNDAMENTAL(n) is `n << G_TYPE_FUNDAMENTAL_SHIFT`
    // (shift 2), a macro Swift can't see.
    static let booleanType = GType(5 << 2)
    static let intType = GType(6 << 2)
    static let uintType = GType(7 << 2)
    static let stringType = GType(16 << 2)
    static let doubleType = GType(15 << 2)

    /// Reinterprets a GObject pointer as another type in its class hierarchy (what the C cast
    /// macros do, without their runtime check).
    static func cast<Source, Target>(_ pointer: UnsafeMutablePointer<Source>) -> UnsafeMutablePointer<Target> {
        UnsafeMutablePointer<Target>(OpaquePointer(pointer))
    }

    /// The same for the types C declares opaque (GtkEditable, GdkWindow, GtkStyleProvider),
    /// which Swift imports as `OpaquePointer`.
    static func opaque<Source>(_ pointer: UnsafeMutablePointer<Source>) -> OpaquePointer {
        OpaquePointer(pointer)
    }

    /// `G_TYPE_CHECK_INSTANCE_TYPE`: whether `pointer` is an instance of `type` or a subtype.
    static func isInstance<Source>(_ pointer: UnsafeMutablePointer<Source>, of type: GType) -> Bool {
        g_type_check_instance_is_a(cast(pointer), type) != 0
    }

    /// A Swift string from a C string GTK owns (not freed here).
    static func string(_ pointer: UnsafePointer<gchar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// A Swift string from a C string the caller owns, freeing it (for `transfer full` returns).
    static func takeString(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
        guard let pointer else { return nil }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }

    static func bool(_ value: gboolean) -> Bool { value != 0 }
    static func gbool(_ value: Bool) -> gboolean { value ? 1 : 0 }

    /// Reads a property through a GValue; for properties that have no plain getter.
    static func property<Object, Result>(
        _ name: String, of object: UnsafeMutablePointer<Object>, type: GType,
        read: (UnsafeMutablePointer<GValue>) -> Result
    ) -> Result {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        g_object_get_property(cast(object), name, &value)
        return read(&value)
    }

    /// The widgets of a GList GTK handed over , freeing it.
    static func takeWidgetList(_ list: UnsafeMutablePointer<GList>?) -> [UnsafeMutablePointer<GtkWidget>] {
        defer { g_list_free(list) }
        return widgetList(list)
    }

    /// The widgets of a GList GTK still owns (e.g. `gtk_application_get_windows`).
    static func widgetList(_ list: UnsafeMutablePointer<GList>?) -> [UnsafeMutablePointer<GtkWidget>] {
        var widgets: [UnsafeMutablePointer<GtkWidget>] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data {
                widgets.append(data.assumingMemoryBound(to: GtkWidget.self))
            }
            node = current.pointee.next
        }
        return widgets
    }
}
#endif // GTK4
