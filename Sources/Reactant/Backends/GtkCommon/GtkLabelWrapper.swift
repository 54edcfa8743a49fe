#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkLabel.
@MainActor
final class GtkLabelWrapper: GtkWidgetWrapper, NativeLabel {
    init() {
        super.init(widget: gtk_label_new(""), kind: .label)
    }

    var text: String {
        get { GObjectBridge.string(gtk_label_get_text(typed())) ?? "" }
        set { gtk_label_set_text(typed(), newValue) }
    }

    var wraps: Bool {
        get { GObjectBridge.bool(gtk_label_get_wrap(typed())) }
        set { gtk_label_set_wrap(typed(), GObjectBridge.gbool(newValue)) }
    }

    var wrapMode: TextWrapMode {
        get { gtk_label_get_wrap_mode(typed()) == PANGO_WRAP_CHAR ? .character : .word }
        set { gtk_label_set_wrap_mode(typed(), newValue == .character ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD) }
    }

    var ellipsis: TextEllipsis {
        get {
            switch gtk_label_get_ellipsize(typed()) {
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
            gtk_label_set_ellipsize(typed(), mode)
        }
    }

    var maximumLines: Int {
        get { Int(gtk_label_get_lines(typed())) }
        set { gtk_label_set_lines(typed(), gint(max(newValue, -1))) }
    }

    var isSelectable: Bool {
        get { GObjectBridge.bool(gtk_label_get_selectable(typed())) }
        set { gtk_label_set_selectable(typed(), GObjectBridge.gbool(newValue)) }
    }

    /// GtkLabel's xalign; GTK's default is 0.5 (centred).
    var textAlignment: Double {
        get { Double(gtk_label_get_xalign(typed())) }
        set { gtk_label_set_xalign(typed(), gfloat(min(max(newValue, 0), 1))) }
    }

    func setMarkup(_ markup: String, plainText: String) { gtk_label_set_markup(typed(), markup) }
}

#if !GTK4
// GTK 4's names for GTK 3's wrap functions (GTK 4 dropped "line_"), so the wrapper reads the same.
private func gtk_label_get_wrap(_ label: UnsafeMutablePointer<GtkLabel>) -> gboolean {
    gtk_label_get_line_wrap(label)
}
private func gtk_label_set_wrap(_ label: UnsafeMutablePointer<GtkLabel>, _ wrap: gboolean) {
    gtk_label_set_line_wrap(label, wrap)
}
private func gtk_label_get_wrap_mode(_ label: UnsafeMutablePointer<GtkLabel>) -> PangoWrapMode {
    gtk_label_get_line_wrap_mode(label)
}
private func gtk_label_set_wrap_mode(_ label: UnsafeMutablePointer<GtkLabel>, _ mode: PangoWrapMode) {
    gtk_label_set_line_wrap_mode(label, mode)
}
#endif

extension GtkBackend {
    public func makeLabel() -> any NativeLabel { GtkLabelWrapper() }
}
#endif // GTK3 || GTK4
