#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkLevelBar over 0…1, GTK's default.
@MainActor
final class Gtk4LevelBarWrapper: Gtk4WidgetWrapper, NativeLevelBar {
    init() {
        super.init(widget: gtk_level_bar_new(), kind: .levelBar)
    }

    override var displayName: String { "level bar" }
    private var bar: OpaquePointer { OpaquePointer(widget) }

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
#endif // GTK4
