#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkSpinner.
@MainActor
final class GtkSpinnerWrapper: GtkWidgetWrapper, NativeSpinner {
    init() {
        super.init(widget: gtk_spinner_new(), kind: .spinner)
    }

#if GTK4
    var isSpinning: Bool {
        get { GObjectBridge.bool(gtk_spinner_get_spinning(typed())) }
        set { gtk_spinner_set_spinning(typed(), GObjectBridge.gbool(newValue)) }
    }
#else
    /// Read from the "active" property: GTK 3's GtkSpinner has no getter.
    var isSpinning: Bool {
        get {
            GObjectBridge.property("active", of: widget, type: GObjectBridge.booleanType) {
                GObjectBridge.bool(g_value_get_boolean($0))
            }
        }
        set {
            if newValue { gtk_spinner_start(typed()) } else { gtk_spinner_stop(typed()) }
        }
    }
#endif
}

extension GtkBackend {
    public func makeSpinner() -> any NativeSpinner { GtkSpinnerWrapper() }
}
#endif // GTK3 || GTK4
