#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkFlowBox whose items are `GtkFlowItemWrapper`s. Like the list box, it is one stop for
/// Tab: the collection views move through their items with the arrow keys.
@MainActor
final class GtkFlowBoxWrapper: GtkWidgetWrapper, NativeFlowBox {
    init() {
        super.init(widget: gtk_flow_box_new(), kind: .flowBox)
        gtk_flow_box_set_homogeneous(flowBox, 1)
        gtk_flow_box_set_activate_on_single_click(flowBox, 1)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        g_signal_connect_data(widget, "focus", unsafeBitCast(tabLeavesFlowBox, to: GCallback.self), nil, nil, GConnectFlags(0))
    }

    private var flowBox: UnsafeMutablePointer<GtkFlowBox> { GObjectBridge.cast(widget) }

    override var displayName: String { "flow box" }

    var selectionMode: ListSelectionMode {
        get {
            switch gtk_flow_box_get_selection_mode(flowBox) {
            case GTK_SELECTION_NONE: .none
            case GTK_SELECTION_BROWSE: .browse
            default: .single
            }
        }
        set {
            let mode: GtkSelectionMode = switch newValue {
            case .none: GTK_SELECTION_NONE
            case .single: GTK_SELECTION_SINGLE
            case .browse: GTK_SELECTION_BROWSE
            }
            gtk_flow_box_set_selection_mode(flowBox, mode)
        }
    }

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
            reflowAtCurrentSize()
        }
    }

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

    private var requestedColumns: Int?

    var rowSpacing: Int {
        get { Int(gtk_flow_box_get_row_spacing(flowBox)) }
        set { gtk_flow_box_set_row_spacing(flowBox, guint(max(0, newValue))) }
    }

    var columnSpacing: Int {
        get { Int(gtk_flow_box_get_column_spacing(flowBox)) }
        set { gtk_flow_box_set_column_spacing(flowBox, guint(max(0, newValue))) }
    }

    var items: [any NativeFlowItem] {
        childWidgets().compactMap { Self.wrapper(of: $0) as? GtkFlowItemWrapper }
    }

    func insertItem(_ content: any NativeWidget, at index: Int) -> (any NativeFlowItem)? {
        let item = GtkFlowItemWrapper()
        guard let content = item.adoptable(content) else { return nil }
        item.setContent(content)
        hold(item) { gtk_flow_box_insert(flowBox, $0, gint(index < 0 ? -1 : index)) }
        return item
    }

    func removeItem(_ item: any NativeFlowItem) {
        guard let item = item as? GtkFlowItemWrapper, contains(item) else { return }
        release(item)
        // The content comes out too, so that it can go into another item at once: the item
        // would keep it for as long as anyone holds the item's wrapper.
        item.releaseAllChildren()
    }

    var selectedItem: (any NativeFlowItem)? {
        let list = gtk_flow_box_get_selected_children(flowBox)
        defer { g_list_free(list) }
        return GObjectBridge.widgetList(list).first.flatMap { Self.wrapper(of: $0) as? GtkFlowItemWrapper }
    }

    func selectItem(_ item: (any NativeFlowItem)?) {
        guard let item else {
            gtk_flow_box_unselect_all(flowBox)
            return
        }
        guard let item = item as? GtkFlowItemWrapper, contains(item) else { return }
        gtk_flow_box_select_child(flowBox, item.child)
    }

    func onItemActivated(_ handler: @escaping @MainActor (any NativeFlowItem) -> Void) -> SignalConnection {
        connect("child-activated", shape: .oneArgument) { argument in
            let widget = argument?.assumingMemoryBound(to: GtkWidget.self)
            if let item = Self.wrapper(of: widget) as? GtkFlowItemWrapper { handler(item) }
            return false
        }
    }


    func onResized(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        var lastWidth: gint = -1
        let widget = self.widget
        return connect("size-allocate", shape: .oneArgument) { _ in
            let width = gtk_widget_get_allocated_width(widget)
            if width != lastWidth {
                lastWidth = width
                handler()
            }
            return false
        }
    }

    var availableWidth: Double {
        let width = gtk_widget_get_allocated_width(widget)
        return width > 1 ? Double(width) : FlowBoxMetrics.nominalWidth
    }

    /// A single click activates the item: GtkFlowBoxChild's "activate", which focuses,
    /// selects and reports it.
    func simulateItemClick(_ item: any NativeFlowItem) {
        guard let item = item as? GtkFlowItemWrapper, contains(item) else { return }
        _ = gtk_widget_activate(item.widget)
    }
}

/// As the list box's: Tab and Shift+Tab from an item may move inside it, then leave the flow box.
private let tabLeavesFlowBox: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType, gpointer?) -> gboolean = { widget, direction, _ in
    guard let widget, direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD,
          let item = gtk_container_get_focus_child(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self))
    else { return 0 }
    g_signal_stop_emission_by_name(widget, "focus")
    return gtk_widget_child_focus(item, direction)
}

/// A GtkFlowBoxChild holding one content widget.
@MainActor
final class GtkFlowItemWrapper: GtkWidgetWrapper, NativeFlowItem {
    init() {
        super.init(widget: gtk_flow_box_child_new(), kind: .flowItem)
    }

    var child: UnsafeMutablePointer<GtkFlowBoxChild> { GObjectBridge.cast(widget) }

    override var displayName: String { "flow box item" }

    var content: (any NativeWidget)? { Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget))) }

    func setContent(_ content: GtkWidgetWrapper) {
        hold(content) { gtk_container_add(GObjectBridge.cast(widget), $0) }
    }

    var index: Int {
        guard gtk_widget_get_parent(widget) != nil else { return -1 }
        return Int(gtk_flow_box_child_get_index(child))
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
