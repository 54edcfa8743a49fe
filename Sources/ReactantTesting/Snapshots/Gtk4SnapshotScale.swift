#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import CGtk4.X11
import Foundation

/// Sets how many device pixels a point takes on the display (what `GDK_SCALE=2` does at
/// start), for a scale-2 rendering inside a process that started at scale 1. GTK 4's X11
/// backend has gdk_x11_display_set_surface_scale for that (GTK 3's twin:
/// SnapshotScale.swift): surfaces and monitors take the new scale at once.
@MainActor
enum SnapshotScale {
    /// The display's scale now (that of its first monitor).
    static var current: Int {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display),
              let first = g_list_model_get_item(monitors, 0) else { return 1 }
        defer { g_object_unref(first) }
        return Int(gdk_monitor_get_scale_factor(OpaquePointer(first)))
    }

    /// The display when GDK is on X11.
    private static var x11Display: OpaquePointer? {
        guard let display = gdk_display_get_default(),
              g_type_check_instance_is_a(UnsafeMutablePointer(display), gdk_x11_display_get_type()) != 0 else { return nil }
        return display
    }

    /// Why the scale can't be changed here, or nil when it can.
    static var unavailableReason: String? {
        guard gdk_display_get_default() != nil else { return "there is no display" }
        guard x11Display != nil else {
            return "only GDK's X11 backend can change the scale of a running process (run under Xvfb, or GDK_BACKEND=x11)"
        }
        return nil
    }

    /// Sets the scale of every surface of the display.
    /// - Throws: `SnapshotError.scaleUnavailable` off X11.
    static func set(_ scale: Int) throws {
        guard scale != current else { return }
        guard let display = x11Display else { throw SnapshotError.scaleUnavailable(unavailableReason ?? "not X11") }
        // GDK 4.8 reconfigures every surface it still lists, windows the toolkit closed a
        // moment ago too, which X answers with BadWindow: caught here, as harmless.
        gdk_x11_display_error_trap_push(display)
        gdk_x11_display_set_surface_scale(display, gint(scale))
        _ = gdk_x11_display_error_trap_pop(display)
    }
}
#endif // GTK4
