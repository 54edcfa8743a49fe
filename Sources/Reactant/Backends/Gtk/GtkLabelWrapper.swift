import CGtk

/// A GtkLabel.
@MainActor
final class GtkLabelWrapper: GtkWidgetWrapper, NativeLabel {
    init() {
        super.init(widget: gtk_label_new(""), kind: .label)
    }

    private var label: UnsafeMutablePointer<GtkLabel> { GObjectBridge.cast(widget) }

    var text: String {
        get { GObjectBridge.string(gtk_label_get_text(label)) ?? "" }
        set { gtk_label_set_text(label, newValue) }
    }

    var wraps: Bool {
        get { GObjectBridge.bool(gtk_label_get_line_wrap(label)) }
        set { gtk_label_set_line_wrap(label, GObjectBridge.gbool(newValue)) }
    }

    /// GtkLabel's xalign; GTK's default is 0.5 (centred).
    var textAlignment: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, gfloat(min(max(newValue, 0), 1))) }
    }
}
