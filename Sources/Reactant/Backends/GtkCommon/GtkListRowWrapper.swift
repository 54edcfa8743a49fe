#if GTK3 || GTK4 // both GTK backends: GtkListBox and GtkFlowBox are the same widgets in GTK 3 and GTK 4
import GtkC

/// A GtkListBoxRow made by `GtkListBoxWrapper.insertRow`, holding one content widget.
@MainActor
final class GtkListRowWrapper: GtkBoxItemWrapper, NativeListRow {
    init() {
        super.init(widget: gtk_list_box_row_new(), kind: .listRow)
    }

    var row: UnsafeMutablePointer<GtkListBoxRow> { GObjectBridge.cast(widget) }

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
            guard isInBox else { return GtkListBoxWrapper.wantsSeparator(row) }
            return gtk_list_box_row_get_header(row) != nil
        }
        set {
            guard newValue != GtkListBoxWrapper.wantsSeparator(row) else { return }
            GtkListBoxWrapper.setWantsSeparator(row, newValue)
            guard let list = Self.wrapper(of: gtk_widget_get_parent(widget)) as? GtkListBoxWrapper else { return }
            list.installSeparatorHeaders()
            // Runs the header function for this row (and the next) again.
            gtk_list_box_row_changed(row)
        }
    }

    /// The row's height and, when it has one, its header's (GtkListBox allocates the header
    /// right above the row, so the two take the row's place in the list together).
    var naturalHeight: Double {
        let list = gtk_widget_get_parent(widget)
        let width = list.map(GtkItemGeometry.allocatedWidth) ?? 0
        var height = GtkItemGeometry.naturalHeight(of: widget, forWidth: width > 1 ? width : -1)
        if let header = gtk_list_box_row_get_header(row), gtk_widget_get_visible(header) != 0 {
            height += GtkItemGeometry.naturalHeight(of: header, forWidth: -1)
        }
        return Double(height)
    }

    override var displayName: String { "list row" }
}
#endif
