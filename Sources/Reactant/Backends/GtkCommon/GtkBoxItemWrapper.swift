#if GTK3 || GTK4 // both GTK backends: GtkListBox and GtkFlowBox are the same widgets in GTK 3 and GTK 4
import GtkC

/// An item of a `GtkItemBoxWrapper` (GtkListBoxRow, GtkFlowBoxChild), holding one content
/// widget: GTK 3's GtkBin child, GTK 4's "child" property (both item types have one).
@MainActor
class GtkBoxItemWrapper: GtkWidgetWrapper {
    #if GTK4
    var content: (any NativeWidget)? {
        Self.wrapper(of: gtk_widget_get_first_child(widget))
    }

    func setContent(_ content: GtkWidgetWrapper) {
        hold(content) { setChild($0) }
    }

    /// The content leaves through the "child" property, which clears the item's own pointer
    /// to it (an unparent alone would leave that dangling).
    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_get_parent(child) == widget { setChild(nil) } else { super.detach(child) }
    }

    private func setChild(_ child: UnsafeMutablePointer<GtkWidget>?) {
        GObjectBridge.setProperty("child", of: widget, type: gtk_widget_get_type()) { g_value_set_object($0, child) }
    }
    #else
    var content: (any NativeWidget)? {
        Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget)))
    }

    func setContent(_ content: GtkWidgetWrapper) {
        hold(content) { gtk_container_add(GObjectBridge.cast(widget), $0) }
    }
    #endif

    /// Whether the item is in a box (GTK's index functions need one).
    var isInBox: Bool { gtk_widget_get_parent(widget) != nil }

    /// The item's place in its box, -1 while it is in none.
    var index: Int {
        guard isInBox else { return -1 }
        return Int(isListRow ? gtk_list_box_row_get_index(typed()) : gtk_flow_box_child_get_index(typed()))
    }

    var isSelected: Bool {
        GObjectBridge.bool(isListRow ? gtk_list_box_row_is_selected(typed()) : gtk_flow_box_child_is_selected(typed()))
    }

    /// GTK's two item types answer the same questions, each through calls of its own.
    private var isListRow: Bool { kind == .listRow }
}
#endif
