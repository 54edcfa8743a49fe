#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkFlowBoxChild holding one content widget.
@MainActor
final class GtkFlowItemWrapper: GtkBoxItemWrapper, NativeFlowItem {
    init() {
        super.init(widget: gtk_flow_box_child_new(), kind: .flowItem)
    }

    var child: UnsafeMutablePointer<GtkFlowBoxChild> { GObjectBridge.cast(widget) }

    override var displayName: String { "flow box item" }

    var index: Int {
        isInBox ? Int(gtk_flow_box_child_get_index(child)) : -1
    }

    var isSelected: Bool { GObjectBridge.bool(gtk_flow_box_child_is_selected(child)) }

    var naturalSize: (width: Double, height: Double) {
        var minimum: gint = 0, naturalWidth: gint = 0, naturalHeight: gint = 0
        gtk_widget_get_preferred_width(widget, &minimum, &naturalWidth)
        gtk_widget_get_preferred_height_for_width(widget, naturalWidth, &minimum, &naturalHeight)
        return (Double(naturalWidth), Double(naturalHeight))
    }
}
#endif // GTK3
