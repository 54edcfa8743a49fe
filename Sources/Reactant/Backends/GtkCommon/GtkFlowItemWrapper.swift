#if GTK3 || GTK4 // both GTK backends: GtkListBox and GtkFlowBox are the same widgets in GTK 3 and GTK 4
import GtkC

/// A GtkFlowBoxChild holding one content widget.
@MainActor
final class GtkFlowItemWrapper: GtkBoxItemWrapper, NativeFlowItem {
    init() {
        super.init(widget: gtk_flow_box_child_new(), kind: .flowItem)
    }

    override var displayName: String { "flow box item" }

    var naturalSize: (width: Double, height: Double) {
        let width = GtkItemGeometry.naturalWidth(of: widget)
        return (Double(width), Double(GtkItemGeometry.naturalHeight(of: widget, forWidth: width)))
    }
}
#endif
