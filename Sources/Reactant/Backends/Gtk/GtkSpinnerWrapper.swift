#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkSpinner.
@MainActor
final class GtkSpinnerWrapper: GtkWidgetWrapper, NativeSpinner {
    init() {
        super.init(widget: gtk_spinner_new(), kind: .spinner)
    }

    private var spinner: UnsafeMutablePointer<GtkSpinner> { GObjectBridge.cast(widget) }

    /// Read from the "active" property: GtkSpinner has no getter.
    var isSpinning: Bool {
        get {
            GObjectBridge.property("active", of: widget, type: GObjectBridge.booleanType) {
                GObjectBridge.bool(g_value_get_boolean($0))
            }
        }
        set {
            if newValue { gtk_spinner_start(spinner) } else { gtk_spinner_stop(spinner) }
        }
    }
}
#endif // GTK3
