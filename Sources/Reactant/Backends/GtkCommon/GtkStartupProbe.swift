#if GTK3 || GTK4 // both GTK backends (GtkWindowWrapper names GTK 4's in a GTK 4 build)
import GtkC
import FoundationEssentials

/// Tells a start-up benchmark when the first window has been drawn.
///
/// With `REACTANT_STARTUP_PROBE=1` in the environment, the first toplevel shown in the process
/// prints `reactant-startup: first-frame` on standard output once GTK has drawn it: on GTK 3
/// after its "draw", on GTK 4 at the end of the first frame that painted it (its frame
/// clock's after-paint: GTK 4 has no draw signal, a window is rendered in the frame clock's
/// paint phase). The `startup-bench` executable measures from launching an app to that line
/// (its plain C reference greeters, startup-c-greeter and startup-c-greeter-gtk4, print the
/// same line at the same moment). Off, it costs one lookup.
@MainActor
enum GtkStartupProbe {
    private static var armed = ProcessInfo.processInfo.environment["REACTANT_STARTUP_PROBE"] == "1"

    static func watch(_ window: GtkWindowWrapper) {
        guard armed else { return }
        armed = false
        #if GTK4
        // A shown toplevel has been realized (GtkWindow realizes in show), so it has its clock.
        guard let clock = gtk_widget_get_frame_clock(window.widget) else {
            Diagnostics.warning("startup probe: the shown window has no frame clock; no first-frame line.")
            return
        }
        let instance = UnsafeMutableRawPointer(clock)
        let signal = "after-paint", shape = GtkSignalHandler.Shape.plain, after = false
        #else
        let instance = UnsafeMutableRawPointer(window.widget)
        let signal = "draw", shape = GtkSignalHandler.Shape.oneArgument, after = true
        #endif
        handler = GtkSignalHandler.connect(instance, signal, shape: shape, after: after) { _ in
            // Unbuffered: the benchmark reads the line the moment it is written.
            StandardStreams.writeOutput("reactant-startup: first-frame\n")
            // Disconnecting inside the emission is allowed; the box is released after it.
            g_signal_handler_disconnect(instance, gulong(handler))
            return false
        }
    }

    private static var handler: UInt = 0
}
#endif
