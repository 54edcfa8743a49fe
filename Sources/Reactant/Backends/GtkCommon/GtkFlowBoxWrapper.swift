#if GTK3 || GTK4 // both GTK backends: GtkListBox and GtkFlowBox are the same widgets in GTK 3 and GTK 4
import GtkC

/// The grid layout of the item box: a GtkFlowBox of equal cells whose items are
/// `GtkFlowItemWrapper`s. The collection views move through their items with the arrow keys.
@MainActor
final class GtkFlowBoxWrapper: GtkItemBoxWrapper<GtkFlowItemWrapper>, NativeFlowBox {
    init() {
        super.init(container: gtk_flow_box_get_type(), kind: .flowBox, activationSignal: "child-activated", makeItem: GtkFlowItemWrapper.init)
        gtk_flow_box_set_homogeneous(flowBox, 1)
        gtk_flow_box_set_activate_on_single_click(flowBox, 1)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
    }

    #if GTK4
    /// GTK 4 keeps GtkFlowBox's struct private.
    private var flowBox: OpaquePointer { OpaquePointer(widget) }

    override func nativeRemove(_ child: UnsafeMutablePointer<GtkWidget>) { gtk_flow_box_remove(flowBox, child) }
    #else
    private var flowBox: UnsafeMutablePointer<GtkFlowBox> { GObjectBridge.cast(widget) }
    #endif

    override var displayName: String { "flow box" }

    override func insertNative(_ item: GtkFlowItemWrapper, at index: Int) {
        hold(item) { gtk_flow_box_insert(flowBox, $0, gint(index < 0 ? -1 : index)) }
    }

    /// The content comes out too, so that it can go into another item at once: the item
    /// would keep it for as long as anyone holds the item's wrapper.
    override func didRemove(_ item: GtkFlowItemWrapper) {
        item.releaseAllChildren()
    }

    override var nativeSelectedItem: UnsafeMutablePointer<GtkWidget>? {
        let list = gtk_flow_box_get_selected_children(flowBox)
        defer { g_list_free(list) }
        return GObjectBridge.widgetList(list).first
    }

    override func nativeSelect(_ item: GtkFlowItemWrapper) { gtk_flow_box_select_child(flowBox, item.typed()) }

    override func nativeUnselectAll() { gtk_flow_box_unselect_all(flowBox) }

    /// A line holds at most `columns` items, and fewer when the width the flow box gets is
    /// narrower (min children per line stays 1): setting the minimum too would make the flow
    /// box ask for that many items' width, and so keep its window from ever getting narrower.
    var columns: Int? {
        get { requestedColumns }
        set {
            requestedColumns = newValue.map { max(1, $0) }
            let maximum = guint(requestedColumns ?? 7)  // 7: GTK's default
            gtk_flow_box_set_min_children_per_line(flowBox, 1)
            guard gtk_flow_box_get_max_children_per_line(flowBox) != maximum else { return }
            gtk_flow_box_set_max_children_per_line(flowBox, maximum)
            #if GTK3
            reflowAtCurrentSize()
            #endif
        }
    }

    #if GTK3
    /// (GTK 3 only: GTK 4 allocates a widget with a queued resize again even at the same size.)
    /// Lays the items out again in the allocation the flow box has. The collections set the
    /// line length at idle time after an allocation that changed the width; GTK queues a resize
    /// for it, but that resize is not processed while the window is at the size it was given
    /// (a queued resize on the flow box or any ancestor up to the window brings no new
    /// allocation), so a widened flow box kept its old, shorter lines. Its line length depends
    /// only on its width and the maximum, and the collection fixes its height, so allocating
    /// it again at the same size is the layout the queued resize would have given.
    private func reflowAtCurrentSize() {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        guard gtk_widget_get_mapped(widget) != 0, allocation.width > 1 else { return }
        // Measure first, as GTK requires before an allocation.
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_get_preferred_width(widget, &minimum, &natural)
        gtk_widget_get_preferred_height_for_width(widget, allocation.width, &minimum, &natural)
        gtk_widget_size_allocate(widget, &allocation)
        gtk_widget_queue_draw(widget)
    }
    #endif

    private var requestedColumns: Int?

    var rowSpacing: Int {
        get { Int(gtk_flow_box_get_row_spacing(flowBox)) }
        set { gtk_flow_box_set_row_spacing(flowBox, guint(max(0, newValue))) }
    }

    var columnSpacing: Int {
        get { Int(gtk_flow_box_get_column_spacing(flowBox)) }
        set { gtk_flow_box_set_column_spacing(flowBox, guint(max(0, newValue))) }
    }

    /// GTK 3's "size-allocate"; GTK 4 has no such signal, so our GtkFlowBox subclass emits
    /// one of its own after each allocation (`Gtk4ItemBoxTypes`).
    func onResized(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        var lastWidth: gint = -1
        let widget = self.widget
        #if GTK4
        let (signal, shape) = (Gtk4ItemBoxTypes.allocatedSignal, GtkSignalHandler.Shape.plain)
        #else
        let (signal, shape) = ("size-allocate", GtkSignalHandler.Shape.oneArgument)
        #endif
        return connect(signal, shape: shape) { _ in
            let width = GtkItemGeometry.allocatedWidth(of: widget)
            if width != lastWidth {
                lastWidth = width
                handler()
            }
            return false
        }
    }

    var availableWidth: Double {
        let width = GtkItemGeometry.allocatedWidth(of: widget)
        return width > 1 ? Double(width) : FlowBoxMetrics.nominalWidth
    }
}

extension GtkBackend {
    public func makeFlowBox() -> any NativeFlowBox { GtkFlowBoxWrapper() }
}
#endif
