#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkProgressBar; pulses are counted since the fraction was last set, as on GTK 3.
@MainActor
final class Gtk4ProgressBarWrapper: Gtk4WidgetWrapper, NativeProgressBar {
    private(set) var pulseCount = 0

    init() {
        super.init(widget: gtk_progress_bar_new(), kind: .progressBar)
    }

    override var displayName: String { "progress bar" }
    private var bar: OpaquePointer { OpaquePointer(widget) }

    var fraction: Double {
        get { gtk_progress_bar_get_fraction(bar) }
        set {
            gtk_progress_bar_set_fraction(bar, newValue)
            pulseCount = 0
        }
    }

    var text: String? {
        get { GObjectBridge.string(gtk_progress_bar_get_text(bar)) }
        set { gtk_progress_bar_set_text(bar, newValue) }
    }

    var showsText: Bool {
        get { GObjectBridge.bool(gtk_progress_bar_get_show_text(bar)) }
        set { gtk_progress_bar_set_show_text(bar, GObjectBridge.gbool(newValue)) }
    }

    func pulse() {
        gtk_progress_bar_pulse(bar)
        pulseCount += 1
    }
}
#endif // GTK4
