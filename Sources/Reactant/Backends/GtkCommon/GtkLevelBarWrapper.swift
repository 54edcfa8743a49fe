#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
#if GTK4
import CGtk4
#else
import CGtk
#endif

/// A GtkLevelBar over 0…1, GTK's default.
@MainActor
final class GtkLevelBarWrapper: GtkWidgetWrapper, NativeLevelBar {
    init() {
        super.init(widget: gtk_level_bar_new(), kind: .levelBar)
    }

    override var displayName: String { "level bar" }
#if GTK4
    private var bar: OpaquePointer { OpaquePointer(widget) }
#else
    private var bar: UnsafeMutablePointer<GtkLevelBar> { GObjectBridge.cast(widget) }
#endif

    var value: Double {
        get { gtk_level_bar_get_value(bar) }
        set { gtk_level_bar_set_value(bar, newValue) }
    }

    var minimum: Double {
        get { gtk_level_bar_get_min_value(bar) }
        set { gtk_level_bar_set_min_value(bar, newValue) }
    }

    var maximum: Double {
        get { gtk_level_bar_get_max_value(bar) }
        set { gtk_level_bar_set_max_value(bar, newValue) }
    }

    var isDiscrete: Bool {
        get { gtk_level_bar_get_mode(bar) == GTK_LEVEL_BAR_MODE_DISCRETE }
        set { gtk_level_bar_set_mode(bar, newValue ? GTK_LEVEL_BAR_MODE_DISCRETE : GTK_LEVEL_BAR_MODE_CONTINUOUS) }
    }
}

extension GtkBackend {
    public func makeLevelBar() -> any NativeLevelBar { GtkLevelBarWrapper() }
}
#endif // GTK3 || GTK4
