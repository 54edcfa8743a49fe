#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
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

    var wrapMode: TextWrapMode {
        get { gtk_label_get_line_wrap_mode(label) == PANGO_WRAP_CHAR ? .character : .word }
        set { gtk_label_set_line_wrap_mode(label, newValue == .character ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD) }
    }

    var ellipsis: TextEllipsis {
        get {
            switch gtk_label_get_ellipsize(label) {
            case PANGO_ELLIPSIZE_START: .start
            case PANGO_ELLIPSIZE_MIDDLE: .middle
            case PANGO_ELLIPSIZE_END: .end
            default: .none
            }
        }
        set {
            let mode = switch newValue {
            case .none: PANGO_ELLIPSIZE_NONE
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            }
            gtk_label_set_ellipsize(label, mode)
        }
    }

    var maximumLines: Int {
        get { Int(gtk_label_get_lines(label)) }
        set { gtk_label_set_lines(label, gint(max(newValue, -1))) }
    }

    var isSelectable: Bool {
        get { GObjectBridge.bool(gtk_label_get_selectable(label)) }
        set { gtk_label_set_selectable(label, GObjectBridge.gbool(newValue)) }
    }

    /// GtkLabel's xalign; GTK's default is 0.5 (centred).
    var textAlignment: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, gfloat(min(max(newValue, 0), 1))) }
    }

    func setMarkup(_ markup: String, plainText: String) { gtk_label_set_markup(label, markup) }
}
#endif // GTK3
