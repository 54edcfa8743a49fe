#if GTK3 || GTK4 // both GTK backends: GLib and GObject only (GTK 3's child properties: GObjectBridge+ChildProperties)
import GtkC

/// The small pieces of glue Swift needs to talk to GObject: pointer casts, type checks, GValues
/// and strings. They exist because the C API spells these as macros (`GTK_LABEL (w)`,
/// `GTK_IS_CONTAINER (w)`, `G_TYPE_INT`), which Swift cannot import. Package access where
/// ReactantTesting reads GTK too (its contrast checks).
package enum GObjectBridge {
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

    /// The strings of a NULL-terminated string array GTK still owns (`const gchar * const *`).
    static func strings(_ list: UnsafePointer<UnsafePointer<gchar>?>?) -> [String] {
        guard let list else { return [] }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }

    /// The same for an array the caller owns (`transfer full`), freeing it with g_strfreev.
    package static func takeStrings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
        guard let list else { return [] }
        defer { g_strfreev(list) }
        return strings(UnsafePointer(OpaquePointer(list)))
    }

    /// Runs `body` with `strings` as a NULL-terminated C array, freed afterwards.
    static func withStringArray<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<gchar>?>) -> Result) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count, body)
        }
    }

    /// G_OBJECT_TYPE: the type `instance` was made as.
    static func type(of instance: UnsafeMutableRawPointer) -> GType {
        instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
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

    /// Sets a property through a GValue; for properties that have no plain setter.
    static func setProperty<Object>(
        _ name: String, of object: UnsafeMutablePointer<Object>, type: GType,
        write: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        write(&value)
        g_object_set_property(cast(object), name, &value)
    }

    /// An argument of `emit`: what g_signal_emit_by_name's variadic arguments carry.
    enum SignalArgument {
        case double(Double)
        case enumeration(GType, gint)
        /// An instance of the object type given.
        case object(GType, UnsafeMutableRawPointer)
    }

    /// `g_signal_emit_by_name (instance, signal, arguments…)`, which Swift can't call (it is a
    /// C variadic function), spelled with g_signal_emitv. `type` is the class that declares
    /// the signal; a boolean return value ("handled") is received and dropped.
    static func emit(_ signal: String, on instance: UnsafeMutableRawPointer, of type: GType,
                     _ arguments: [SignalArgument], returnsBoolean: Bool = false) {
        var parameters = [GValue](repeating: GValue(), count: arguments.count + 1)
        g_value_init(&parameters[0], type)
        g_value_set_object(&parameters[0], instance)
        for (index, argument) in zip(1..., arguments) {
            switch argument {
            case .double(let number):
                g_value_init(&parameters[index], doubleType)
                g_value_set_double(&parameters[index], number)
            case .enumeration(let enumType, let raw):
                g_value_init(&parameters[index], enumType)
                g_value_set_enum(&parameters[index], raw)
            case .object(let objectType, let object):
                g_value_init(&parameters[index], objectType)
                g_value_set_object(&parameters[index], object)
            }
        }
        var returned = GValue()
        if returnsBoolean { g_value_init(&returned, booleanType) }
        withUnsafeMutablePointer(to: &returned) { returnValue in
            g_signal_emitv(&parameters, g_signal_lookup(signal, type), 0, returnsBoolean ? returnValue : nil)
        }
        for index in parameters.indices { g_value_unset(&parameters[index]) }
        if returnsBoolean { g_value_unset(&returned) }
    }

    /// The widgets of a GList GTK handed over (e.g. `gtk_container_get_children`), freeing it.
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
#endif // GTK3 || GTK4
