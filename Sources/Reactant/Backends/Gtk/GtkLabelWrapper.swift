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

    var maximumLines: Int {
        get { gtk_label_get_ellipsize(label) == PANGO_ELLIPSIZE_NONE ? 0 : Int(gtk_label_get_lines(label)) }
        set {
            // Ellipsized, a label's minimum width is that of "…", not of its longest word.
            // The wrap mode breaks a word longer than a line (checked with GTK 3.24: a label
            // with a 65,541-character word measured 524,280 px minimum wide in 80 ms; with 2
            // lines and an ellipsis 15 px in 56 ms; without the line limit, character
            // wrapping took minutes to measure).
            let lines = max(newValue, 0)
            gtk_label_set_lines(label, lines == 0 ? -1 : gint(lines))
            gtk_label_set_ellipsize(label, lines == 0 ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
            gtk_label_set_line_wrap_mode(label, lines == 0 ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR)
        }
    }

    /// GtkLabel's xalign; GTK's default is 0.5 (centred).
    var textAlignment: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, gfloat(min(max(newValue, 0), 1))) }
    }
}
