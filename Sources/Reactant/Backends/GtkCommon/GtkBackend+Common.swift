#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// What the GTK 3 and GTK 4 backends do alike: GTK's display check and default direction,
/// the GtkWidget behind a wrapper, idle work, running what the main loop has queued.
extension GtkBackend {
    /// Why GTK found no display, in the words of the environment a user can fix.
    static func displayProblem() -> String {
        let display = GObjectBridge.string(g_getenv("DISPLAY")).flatMap { $0.isEmpty ? nil : $0 }
        let wayland = GObjectBridge.string(g_getenv("WAYLAND_DISPLAY")).flatMap { $0.isEmpty ? nil : $0 }
        switch (display, wayland) {
        case (nil, nil): return "DISPLAY and WAYLAND_DISPLAY are unset"
        case (let display?, nil): return "cannot open display \(display)"
        case (nil, let wayland?): return "cannot open Wayland display \(wayland)"
        case (let display?, let wayland?): return "cannot open display \(display) nor Wayland display \(wayland)"
        }
    }

    /// GTK chose it in gtk_init from the person's language; setting it mirrors the windows
    /// already open too.
    public var defaultTextDirection: TextDirection {
        get { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
        set { gtk_widget_set_default_direction(newValue == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// The GtkWidget behind a native widget of this backend, for tools that measure GTK itself
    /// (the benchmarks); nil for another backend's widget. The widget belongs to its wrapper.
    public func gtkWidget(of widget: any NativeWidget) -> UnsafeMutableRawPointer? {
        (widget as? GtkWidgetWrapper).map { UnsafeMutableRawPointer($0.widget) }
    }

    public func whenIdle(_ work: @escaping @MainActor () -> Void) {
        GtkIdleWork.schedule(work)
    }

    /// Runs what GTK has queued (redraws, idle callbacks), then keeps running the loop while a
    /// stack's page transition still slides (200 ms), so what comes after sees the
    /// transition over, as on the headless backend. Bounded, because a running animation
    /// (a spinner) can keep queueing frames for as long as it spins, and a slide can't take
    /// longer than a second. (GTK 3's gtk_events_pending and gtk_main_iteration_do are these
    /// calls on the default main context; GTK 4 has only these.)
    public func processPendingEvents() {
        let deadline = g_get_monotonic_time() + 1_000_000
        while true {
            var iterations = 0
            while g_main_context_pending(nil) != 0 && iterations < 10_000 {
                g_main_context_iteration(nil, 0)
                iterations += 1
            }
            let sliding = GtkStackWrapper.sliding.contains { $0.stack?.isTransitionRunning == true }
            guard sliding, g_get_monotonic_time() < deadline else { return }
            // The frame clock's next tick is a few milliseconds away.
            g_usleep(1_000)
        }
    }
}
#endif // GTK3 || GTK4
