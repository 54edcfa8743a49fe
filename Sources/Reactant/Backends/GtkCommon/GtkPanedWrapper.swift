#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkPaned; both children may shrink and the end one takes new space.
@MainActor
final class GtkPanedWrapper: GtkWidgetWrapper, GtkOrientableWrapper, NativePaned {
    init(vertical: Bool) {
        super.init(widget: gtk_paned_new(GtkOrientation(vertical: vertical)), kind: .paned)
#if GTK4
        // GTK 4 keeps on the paned what GTK 3 is told as each child is packed (see `place`).
        gtk_paned_set_resize_start_child(typed(), 0)
        gtk_paned_set_shrink_start_child(typed(), 1)
        gtk_paned_set_resize_end_child(typed(), 1)
        gtk_paned_set_shrink_end_child(typed(), 1)
#endif
    }

#if GTK4
    private var startChild: UnsafeMutablePointer<GtkWidget>? { gtk_paned_get_start_child(typed()) }
    private var endChild: UnsafeMutablePointer<GtkWidget>? { gtk_paned_get_end_child(typed()) }
#else
    private var startChild: UnsafeMutablePointer<GtkWidget>? { gtk_paned_get_child1(typed()) }
    private var endChild: UnsafeMutablePointer<GtkWidget>? { gtk_paned_get_child2(typed()) }
#endif

    var start: (any NativeWidget)? {
        get { Self.wrapper(of: startChild) }
        set { place(newValue, start: true) }
    }

    var end: (any NativeWidget)? {
        get { Self.wrapper(of: endChild) }
        set { place(newValue, start: false) }
    }

    private func place(_ widget: (any NativeWidget)?, start: Bool) {
        replaceChild(Self.wrapper(of: start ? startChild : endChild), with: widget) { child in
#if GTK4
            if start { gtk_paned_set_start_child(typed(), child) } else { gtk_paned_set_end_child(typed(), child) }
#else
            if start { gtk_paned_pack1(typed(), child, 0, 1) } else { gtk_paned_pack2(typed(), child, 1, 1) }
#endif
        }
    }

#if GTK4
    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if startChild == child {
            gtk_paned_set_start_child(typed(), nil)
        } else if endChild == child {
            gtk_paned_set_end_child(typed(), nil)
        } else {
            super.detach(child)
        }
    }
#endif

    /// The start child first; only the two children count (GTK 4 lists its handle between them).
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        [startChild, endChild].compactMap { $0 }
    }

    var position: Int? {
        get {
            let isSet = GObjectBridge.property("position-set", of: widget, type: GObjectBridge.booleanType) {
                GObjectBridge.bool(g_value_get_boolean($0))
            }
            return isSet || gtk_widget_get_realized(widget) != 0 ? Int(gtk_paned_get_position(typed())) : nil
        }
        set {
            guard let newValue else {
                gtk_paned_set_position(typed(), -1)
                return
            }
            guard newValue >= 0 else {
                Diagnostics.warning("A paned's position can't be \(newValue); it is left at \(position.map(String.init) ?? "unset").")
                return
            }
            gtk_paned_set_position(typed(), gint(clamping: newValue))
        }
    }
}

extension GtkBackend {
    public func makePaned(vertical: Bool) -> any NativePaned { GtkPanedWrapper(vertical: vertical) }
}
#endif // GTK3 || GTK4
