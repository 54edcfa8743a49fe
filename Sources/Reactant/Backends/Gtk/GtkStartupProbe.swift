#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk
import FoundationEssentials

/// Tells a start-up benchmark when the first window has been drawn.
///
/// With `REACTANT_STARTUP_PROBE=1` in the environment, the first toplevel shown in the process
/// prints `reactant-startup: first-frame` on standard output once GTK has drawn it. The
/// `startup-bench` executable measures from launching an app to that line (its plain C
/// reference greeter prints the same line at the same moment). Off, it costs one lookup.
@MainActor
enum GtkStartupProbe {
    private static var armed = ProcessInfo.processInfo.environment["REACTANT_STARTUP_PROBE"] == "1"

    static func watch(_ window: GtkWindowWrapper) {
        guard armed else { return }
        armed = false
        let widget = window.widget
        handler = GtkSignalHandler.connect(widget, "draw", shape: .oneArgument, after: true) { _ in
            // Unbuffered: the benchmark reads the line the moment it is written.
            StandardStreams.writeOutput("reactant-startup: first-frame\n")
            // Disconnecting inside the emission is allowed; the box is released after it.
            g_signal_handler_disconnect(widget, gulong(handler))
            return false
        }
    }

    private static var handler: UInt = 0
}
#endif // GTK3
