#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkListBoxRow made by `GtkListBoxWrapper.insertRow`, holding one content widget.
@MainActor
final class GtkListRowWrapper: GtkWidgetWrapper, NativeListRow {
    init() {
        super.init(widget: gtk_list_box_row_new(), kind: .listRow)
    }

    var row: UnsafeMutablePointer<GtkListBoxRow> { GObjectBridge.cast(widget) }

    var content: (any NativeWidget)? {
        Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget)))
    }

    func setContent(_ content: GtkWidgetWrapper) {
        hold(content) { gtk_container_add(GObjectBridge.cast(widget), $0) }
    }

    var index: Int {
        guard gtk_widget_get_parent(widget) != nil else { return -1 }
        return Int(gtk_list_box_row_get_index(row))
    }

    var isSelected: Bool { GObjectBridge.bool(gtk_list_box_row_is_selected(row)) }

    var isActivatable: Bool {
        get { GObjectBridge.bool(gtk_list_box_row_get_activatable(row)) }
        set { gtk_list_box_row_set_activatable(row, GObjectBridge.gbool(newValue)) }
    }

    var isSelectable: Bool {
        get { GObjectBridge.bool(gtk_list_box_row_get_selectable(row)) }
        set { gtk_list_box_row_set_selectable(row, GObjectBridge.gbool(newValue)) }
    }

    /// Read by the list's header function (`GtkListBoxWrapper.updateSeparatorHeader`), which
    /// GTK runs when the row is added, moved or changed.
    var separatorAbove: Bool {
        get {
            guard gtk_widget_get_parent(widget) != nil else { return GtkListBoxWrapper.wantsSeparator(row) }
            return gtk_list_box_row_get_header(row) != nil
        }
        set {
            guard newValue != GtkListBoxWrapper.wantsSeparator(row) else { return }
            GtkListBoxWrapper.setWantsSeparator(row, newValue)
            guard let list = gtk_widget_get_parent(widget) else { return }
            GtkListBoxWrapper.installSeparatorHeaders(in: list)
            // Runs the header function for this row (and the next) again.
            gtk_list_box_row_changed(row)
        }
    }

    /// The row's height and, when it has one, its header's (GtkListBox allocates the header
    /// right above the row, so the two take the row's place in the list together).
    var naturalHeight: Double {
        var minimum: gint = 0
        var natural: gint = 0
        let list = gtk_widget_get_parent(widget)
        let width = list.map { gtk_widget_get_allocated_width($0) } ?? 0
        if width > 1 {
            gtk_widget_get_preferred_height_for_width(widget, width, &minimum, &natural)
        } else {
            gtk_widget_get_preferred_height(widget, &minimum, &natural)
        }
        var headerHeight: gint = 0
        if let header = gtk_list_box_row_get_header(row), gtk_widget_get_visible(header) != 0 {
            var headerMinimum: gint = 0
            gtk_widget_get_preferred_height(header, &headerMinimum, &headerHeight)
        }
        return Double(natural + headerHeight)
    }

    override var displayName: String { "list row" }
}
#endif // GTK3
