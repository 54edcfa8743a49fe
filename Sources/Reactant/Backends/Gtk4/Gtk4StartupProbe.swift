#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import FoundationEssentials

/// Tells a start-up benchmark when the first window has been drawn, on GTK 4.
///
/// With `REACTANT_STARTUP_PROBE=1` in the environment, the first toplevel shown in the process
/// prints `reactant-startup: first-frame` on standard output at the end of the first frame
/// that painted it (its frame clock's after-paint: GTK 4 has no draw signal, a window is
/// rendered in the frame clock's paint phase). `startup-bench` measures from launching an app
/// to that line; its plain C GTK 4 reference greeter (startup-c-greeter-gtk4) prints the same
/// line at the same moment. Off, it costs one lookup.
@MainActor
enum Gtk4StartupProbe {
    private static var armed = ProcessInfo.processInfo.environment["REACTANT_STARTUP_PROBE"] == "1"

    static func watch(_ window: Gtk4WindowWrapper) {
        guard armed else { return }
        armed = false
        let widget = window.widget
        // A shown toplevel has been realized (GtkWindow realizes in show), so it has its clock.
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            Diagnostics.warning("startup probe: the shown window has no frame clock; no first-frame line.")
            return
        }
        let instance = UnsafeMutableRawPointer(clock)
        handler = GtkSignalHandler.connect(instance, "after-paint", shape: .plain) { _ in
            // Unbuffered: the benchmark reads the line the moment it is written.
            StandardStreams.writeOutput("reactant-startup: first-frame\n")
            // Disconnecting inside the emission is allowed; the box is released after it.
            g_signal_handler_disconnect(instance, gulong(handler))
            return false
        }
    }

    private static var handler: UInt = 0
}
#endif // GTK4
