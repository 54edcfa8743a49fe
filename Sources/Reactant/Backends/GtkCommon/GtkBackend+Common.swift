#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// What the GTK 3 and GTK 4 backends do alike: GTK's display check and default direction,
/// the GtkWidget behind a wrapper, idle work.
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
}
#endif // GTK3 || GTK4
