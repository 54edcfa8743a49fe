#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkLabel.
@MainActor
final class Gtk4LabelWrapper: Gtk4WidgetWrapper, NativeLabel {
    init() {
        super.init(widget: gtk_label_new(""), kind: .label)
    }

    private var label: OpaquePointer { OpaquePointer(widget) }

    var text: String {
        get { Gtk4Object.string(gtk_label_get_text(label)) ?? "" }
        set { gtk_label_set_text(label, newValue) }
    }

    var wraps: Bool {
        get { Gtk4Object.bool(gtk_label_get_wrap(label)) }
        set { gtk_label_set_wrap(label, Gtk4Object.gbool(newValue)) }
    }

    var wrapMode: TextWrapMode {
        get { gtk_label_get_wrap_mode(label) == PANGO_WRAP_CHAR ? .character : .word }
        set { gtk_label_set_wrap_mode(label, newValue == .character ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD) }
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
        get { Gtk4Object.bool(gtk_label_get_selectable(label)) }
        set { gtk_label_set_selectable(label, Gtk4Object.gbool(newValue)) }
    }

    /// GtkLabel's xalign; GTK's default is 0.5 (centred).
    var textAlignment: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, gfloat(min(max(newValue, 0), 1))) }
    }

    func setMarkup(_ markup: String, plainText: String) { gtk_label_set_markup(label, markup) }
}
#endif // GTK4
