#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkPaned; both children may shrink and the end one takes new space, as on GTK 3.
@MainActor
final class Gtk4PanedWrapper: Gtk4WidgetWrapper, NativePaned {
    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(widget: gtk_paned_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL), kind: .paned)
        gtk_paned_set_resize_start_child(paned, 0)
        gtk_paned_set_shrink_start_child(paned, 1)
        gtk_paned_set_resize_end_child(paned, 1)
        gtk_paned_set_shrink_end_child(paned, 1)
    }

    private var paned: OpaquePointer { OpaquePointer(widget) }

    var start: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_paned_get_start_child(paned)) }
        set { replaceChild(Self.wrapper(of: gtk_paned_get_start_child(paned)), with: newValue) { gtk_paned_set_start_child(paned, $0) } }
    }

    var end: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_paned_get_end_child(paned)) }
        set { replaceChild(Self.wrapper(of: gtk_paned_get_end_child(paned)), with: newValue) { gtk_paned_set_end_child(paned, $0) } }
    }

    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_paned_get_start_child(paned) == child {
            gtk_paned_set_start_child(paned, nil)
        } else if gtk_paned_get_end_child(paned) == child {
            gtk_paned_set_end_child(paned, nil)
        } else {
            super.detach(child)
        }
    }

    /// GtkPaned lists its handle between the children; only the two children count.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        [gtk_paned_get_start_child(paned), gtk_paned_get_end_child(paned)].compactMap { $0 }
    }

    var position: Int? {
        get {
            let isSet = GObjectBridge.property("position-set", of: widget, type: GObjectBridge.booleanType) {
                GObjectBridge.bool(g_value_get_boolean($0))
            }
            return isSet || gtk_widget_get_realized(widget) != 0 ? Int(gtk_paned_get_position(paned)) : nil
        }
        set {
            guard let newValue else {
                gtk_paned_set_position(paned, -1)
                return
            }
            guard newValue >= 0 else {
                Diagnostics.warning("A paned's position can't be \(newValue); it is left at \(position.map(String.init) ?? "unset").")
                return
            }
            gtk_paned_set_position(paned, gint(clamping: newValue))
        }
    }
}
#endif // GTK4
