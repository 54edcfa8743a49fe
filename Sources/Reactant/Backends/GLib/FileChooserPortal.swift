#if GTK3 || GTK4 // both GTK backends: GDK's display and GIO's bus only
import GtkC
import FoundationEssentials

/// When GTK can't show a file chooser, for both GTK backends' `showFileChooser`.
@MainActor
enum FileChooserPortal {
    /// Why no chooser can be shown now, or nil. GTK itself would wait for a portal it needs
    /// (a sandbox, `GTK_USE_PORTAL=1`) or report a missing one only as a cancel with a
    /// warning; so the toolkit asks the session bus first.
    static func problem() -> FileChooserError? {
        guard gdk_display_get_default() != nil else { return .noDisplay }
        let environment = ProcessInfo.processInfo.environment
        let wanted = environment["GTK_USE_PORTAL"] == "1" || FileManager.default.fileExists(atPath: "/.flatpak-info")
        guard wanted else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return .portalUnavailable("no session bus")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        let portal = "org.freedesktop.portal.Desktop"
        if let owned = busCall(bus, "NameHasOwner", argument: portal, reply: "(b)") {
            defer { g_variant_unref(owned) }
            var isOwned: gboolean = 0
            withChild(owned) { isOwned = g_variant_get_boolean($0) }
            if isOwned != 0 { return nil }
        }
        if let names = busCall(bus, "ListActivatableNames", argument: nil, reply: "(as)") {
            defer { g_variant_unref(names) }
            var activatable: [String] = []
            withChild(names) { activatable = strings(in: $0) }
            if activatable.contains(portal) { return nil }
        }
        return .portalUnavailable("\(portal) is not on the session bus")
    }

    /// The first child of a tuple variant, for the time of `body`.
    private static func withChild(_ tuple: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        guard let child = g_variant_get_child_value(tuple, 0) else { return }
        defer { g_variant_unref(child) }
        body(child)
    }

    /// A call to the bus daemon, at most one second long.
    private static func busCall(_ bus: OpaquePointer, _ method: String, argument: String?, reply: String) -> OpaquePointer? {
        var parameters: OpaquePointer?
        if let argument {
            var child: OpaquePointer? = g_variant_new_string(argument)
            parameters = g_variant_new_tuple(&child, 1)
        }
        let replyType = g_variant_type_new(reply)
        defer { g_variant_type_free(replyType) }
        var error: UnsafeMutablePointer<GError>?
        let result = g_dbus_connection_call_sync(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                 method, parameters, replyType, G_DBUS_CALL_FLAGS_NONE, 1000, nil, &error)
        g_clear_error(&error)
        return result
    }

    private static func strings(in array: OpaquePointer) -> [String] {
        return (0..<g_variant_n_children(array)).map { index in
            let child = g_variant_get_child_value(array, index)
            defer { g_variant_unref(child) }
            return String(cString: g_variant_get_string(child, nil))
        }
    }
}
#endif
