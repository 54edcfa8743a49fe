#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkPaned; both children may shrink and the end one takes new space.
@MainActor
final class GtkPanedWrapper: GtkWidgetWrapper, NativePaned {
    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(widget: gtk_paned_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL), kind: .paned)
    }

    private var paned: UnsafeMutablePointer<GtkPaned> { GObjectBridge.cast(widget) }

    var start: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_paned_get_child1(paned)) }
        set { place(newValue, start: true) }
    }

    var end: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_paned_get_child2(paned)) }
        set { place(newValue, start: false) }
    }

    private func place(_ widget: (any NativeWidget)?, start: Bool) {
        let current = Self.wrapper(of: start ? gtk_paned_get_child1(paned) : gtk_paned_get_child2(paned))
        replaceChild(current, with: widget) { child in
            if start { gtk_paned_pack1(paned, child, 0, 1) } else { gtk_paned_pack2(paned, child, 1, 1) }
        }
    }

    /// GtkPaned lists the start child first.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        [gtk_paned_get_child1(paned), gtk_paned_get_child2(paned)].compactMap { $0 }
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
#endif // GTK3
