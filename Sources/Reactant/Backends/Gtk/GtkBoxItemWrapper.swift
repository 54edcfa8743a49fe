#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// An item of a `GtkItemBoxWrapper` (GtkListBoxRow, GtkFlowBoxChild: both GtkBins), holding
/// one content widget.
@MainActor
class GtkBoxItemWrapper: GtkWidgetWrapper {
    var content: (any NativeWidget)? {
        Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget)))
    }

    func setContent(_ content: GtkWidgetWrapper) {
        hold(content) { gtk_container_add(GObjectBridge.cast(widget), $0) }
    }

    /// Whether the item is in a box (GTK's index functions need one).
    var isInBox: Bool { gtk_widget_get_parent(widget) != nil }
}
#endif // GTK3
