#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk
import Foundation

/// Sets how many device pixels a point takes on the display (what `GDK_SCALE=2` does at
/// start), for a scale-2 rendering inside a process that started at scale 1.
///
/// GDK's X11 backend has gdk_x11_display_set_window_scale for that: windows and monitors
/// take the new scale at once, and GTK reloads icons and redraws at it, as on a HiDPI screen.
/// The function lives in gdk/gdkx.h, whose X11 names (`Window`, `Display`, …) would clash
/// with the toolkit's, so it is looked up by name.
@MainActor
enum SnapshotScale {
    private typealias SetWindowScale = @convention(c) (OpaquePointer?, gint) -> Void

    /// The display's scale now (that of its first monitor).
    static var current: Int {
        guard let display = gdk_display_get_default(), let monitor = gdk_display_get_monitor(display, 0) else { return 1 }
        return Int(gdk_monitor_get_scale_factor(monitor))
    }

    /// Why the scale can't be changed here, or nil when it can.
    static var unavailableReason: String? {
        guard let display = gdk_display_get_default() else { return "there is no display" }
        let x11Type = g_type_from_name("GdkX11Display")
        guard x11Type != 0,
              g_type_check_instance_is_a(UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self), x11Type) != 0
        else { return "only GDK's X11 backend can change the scale of a running process (run under Xvfb, or GDK_BACKEND=x11)" }
        guard setWindowScale != nil else { return "gdk_x11_display_set_window_scale is missing from this GDK" }
        return nil
    }

    /// Sets the scale of every window of the display.
    /// - Throws: `SnapshotError.scaleUnavailable` off X11.
    static func set(_ scale: Int) throws {
        guard scale != current else { return }
        if let reason = unavailableReason { throw SnapshotError.scaleUnavailable(reason) }
        setWindowScale?(gdk_display_get_default(), gint(scale))
    }

    private static let setWindowScale: SetWindowScale? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "gdk_x11_display_set_window_scale") else {
            return nil
        }
        return unsafeBitCast(symbol, to: SetWindowScale.self)
    }()
}
#endif // GTK3
