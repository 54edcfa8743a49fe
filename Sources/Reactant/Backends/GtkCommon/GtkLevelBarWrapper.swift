#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkLevelBar over 0…1, GTK's default.
@MainActor
final class GtkLevelBarWrapper: GtkWidgetWrapper, NativeLevelBar {
    init() {
        super.init(widget: gtk_level_bar_new(), kind: .levelBar)
    }

    override var displayName: String { "level bar" }
    var value: Double {
        get { gtk_level_bar_get_value(typed()) }
        set { gtk_level_bar_set_value(typed(), newValue) }
    }

    var minimum: Double {
        get { gtk_level_bar_get_min_value(typed()) }
        set { gtk_level_bar_set_min_value(typed(), newValue) }
    }

    var maximum: Double {
        get { gtk_level_bar_get_max_value(typed()) }
        set { gtk_level_bar_set_max_value(typed(), newValue) }
    }

    var isDiscrete: Bool {
        get { gtk_level_bar_get_mode(typed()) == GTK_LEVEL_BAR_MODE_DISCRETE }
        set { gtk_level_bar_set_mode(typed(), newValue ? GTK_LEVEL_BAR_MODE_DISCRETE : GTK_LEVEL_BAR_MODE_CONTINUOUS) }
    }
}

extension GtkBackend {
    public func makeLevelBar() -> any NativeLevelBar { GtkLevelBarWrapper() }
}
#endif // GTK3 || GTK4
