#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkProgressBar; pulses are counted since the fraction was last set.
@MainActor
final class GtkProgressBarWrapper: GtkWidgetWrapper, NativeProgressBar {
    private(set) var pulseCount = 0

    init() {
        super.init(widget: gtk_progress_bar_new(), kind: .progressBar)
    }

    override var displayName: String { "progress bar" }
    var fraction: Double {
        get { gtk_progress_bar_get_fraction(typed()) }
        set {
            gtk_progress_bar_set_fraction(typed(), newValue)
            pulseCount = 0
        }
    }

    var text: String? {
        get { GObjectBridge.string(gtk_progress_bar_get_text(typed())) }
        set { gtk_progress_bar_set_text(typed(), newValue) }
    }

    var showsText: Bool {
        get { GObjectBridge.bool(gtk_progress_bar_get_show_text(typed())) }
        set { gtk_progress_bar_set_show_text(typed(), GObjectBridge.gbool(newValue)) }
    }

    func pulse() {
        gtk_progress_bar_pulse(typed())
        pulseCount += 1
    }
}

extension GtkBackend {
    public func makeProgressBar() -> any NativeProgressBar { GtkProgressBarWrapper() }
}
#endif // GTK3 || GTK4
