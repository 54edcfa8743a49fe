#if GTK3 || GTK4 // both GTK backends: GtkListBox and GtkFlowBox are the same widgets in GTK 3 and GTK 4
import GtkC

/// What GtkListBox and GtkFlowBox do alike, once: items that are `ItemWrapper`s, the
/// selection, activation, clicks and Tab (see `NativeItemBox`). The two layouts subclass it
/// and give the few GTK calls that are named per container.
@MainActor
class GtkItemBoxWrapper<ItemWrapper: GtkBoxItemWrapper>: GtkWidgetWrapper {
    /// The signal the container emits for an activated item.
    private let activationSignal: String
    private let makeItem: () -> ItemWrapper

    /// Makes a `container` (GtkListBox's or GtkFlowBox's GType): on GTK 4 one of our subclass
    /// of it (`Gtk4ItemBoxTypes`).
    init(container: GType, kind: WidgetKind, activationSignal: String, makeItem: @escaping () -> ItemWrapper) {
        self.activationSignal = activationSignal
        self.makeItem = makeItem
        #if GTK4
        super.init(widget: Gtk4ItemBoxTypes.make(subclassOf: container), kind: kind)
        #else
        let object = g_object_new_with_properties(container, 0, nil, nil)!
        super.init(widget: UnsafeMutablePointer(OpaquePointer(object)), kind: kind)
        // The box is one stop for Tab (see NativeItemBox); the handler needs no data, so it
        // lives as long as the widget with nothing to release. (GTK 4 has no "focus" signal:
        // the subclass overrides the focus function.)
        g_signal_connect_data(widget, "focus", unsafeBitCast(tabLeavesItemBox, to: GCallback.self), nil, nil, GConnectFlags(0))
        #endif
    }

    // MARK: What each layout names its own way

    /// Adds the item's widget to the container where `index` puts it (negative: at the end).
    func insertNative(_ item: ItemWrapper, at index: Int) { fatalError("for the layouts") }
    var nativeSelectedItem: UnsafeMutablePointer<GtkWidget>? { fatalError("for the layouts") }
    func nativeSelect(_ item: ItemWrapper) { fatalError("for the layouts") }
    func nativeUnselectAll() { fatalError("for the layouts") }
    #if GTK4
    /// Takes a child out with the container's remove (gtk_list_box_remove, …).
    func nativeRemove(_ child: UnsafeMutablePointer<GtkWidget>) { fatalError("for the layouts") }
    #endif
    /// After `removeItem` took the item out.
    func didRemove(_ item: ItemWrapper) {}

    // MARK: NativeItemBox

    /// Both containers have the "selection-mode" property.
    var selectionMode: ListSelectionMode {
        get {
            let mode = GObjectBridge.property("selection-mode", of: widget, type: gtk_selection_mode_get_type()) {
                GtkSelectionMode(rawValue: UInt32(g_value_get_enum($0)))
            }
            switch mode {
            case GTK_SELECTION_NONE: return .none
            case GTK_SELECTION_BROWSE: return .browse
            default: return .single
            }
        }
        set {
            let mode = switch newValue {
            case .none: GTK_SELECTION_NONE
            case .single: GTK_SELECTION_SINGLE
            case .browse: GTK_SELECTION_BROWSE
            }
            var value = GValue()
            g_value_init(&value, gtk_selection_mode_get_type())
            defer { g_value_unset(&value) }
            g_value_set_enum(&value, gint(mode.rawValue))
            g_object_set_property(GObjectBridge.cast(widget), "selection-mode", &value)
        }
    }

    /// In the box's order: GTK 3's gtk_container_get_children lists the items only; GTK 4's
    /// children are also a list's headers and placeholder, which are no `ItemWrapper`s.
    var items: [ItemWrapper] {
        childWidgets().compactMap { Self.wrapper(of: $0) as? ItemWrapper }
    }

    func insertItem(_ content: any NativeWidget, at index: Int) -> ItemWrapper? {
        let item = makeItem()
        guard let content = item.adoptable(content) else { return nil }
        item.setContent(content)
        insertNative(item, at: index)
        return item
    }

    /// The item of this box that `item` is, or nil.
    func own(_ item: (any NativeBoxItem)?) -> ItemWrapper? {
        guard let item = item as? ItemWrapper, gtk_widget_get_parent(item.widget) == widget else { return nil }
        return item
    }

    func removeItem(_ item: any NativeBoxItem) {
        guard let item = own(item) else { return }
        release(item)
        didRemove(item)
    }

    #if GTK4
    /// GTK 4 takes an item (or a list's placeholder) out with the container's own remove,
    /// which keeps its books (selection, cursor, headers); a plain unparent would not.
    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_get_parent(child) == widget { nativeRemove(child) } else { super.detach(child) }
    }
    #endif

    var selectedItem: ItemWrapper? {
        Self.wrapper(of: nativeSelectedItem) as? ItemWrapper
    }

    func selectItem(_ item: (any NativeBoxItem)?) {
        if item == nil {
            nativeUnselectAll()
        } else if let item = own(item) {
            nativeSelect(item)
        }
    }

    func onItemActivated(_ handler: @escaping @MainActor (ItemWrapper) -> Void) -> SignalConnection {
        connect(activationSignal, shape: .oneArgument) { argument in
            let widget = argument?.assumingMemoryBound(to: GtkWidget.self)
            if let item = Self.wrapper(of: widget) as? ItemWrapper { handler(item) }
            return false
        }
    }

    /// The item's "activate" is what a single click ends in: the box focuses the item,
    /// selects it (as the mode allows) and reports it when it is activatable.
    func simulateItemClick(_ item: any NativeBoxItem) {
        guard let item = own(item) else { return }
        #if GTK4
        // GTK 4's activation focuses the item through the box's window (gtk_root_get_focus),
        // which is a critical for a box in none; there it selects and reports the item, as
        // GTK 3's does (its focus grab does nothing outside a window).
        if gtk_widget_get_root(widget) == nil {
            nativeSelect(item)
            guard (item as? any NativeListRow)?.isActivatable != false else { return }
            let (box, itemWidget) = (UnsafeMutableRawPointer(widget), UnsafeMutableRawPointer(item.widget))
            GObjectBridge.emit(activationSignal, on: box, of: GObjectBridge.type(of: box),
                               [.object(GObjectBridge.type(of: itemWidget), itemWidget)])
            return
        }
        #endif
        _ = gtk_widget_activate(item.widget)
    }
}

#if GTK3
/// GtkListBox's and GtkFlowBox's own "focus" handlers walk Tab through their items. Ours runs
/// first: from an item, Tab and Shift+Tab may still move inside the item (to a button in it),
/// and otherwise leave the box, which tells the container around it to go on to its next
/// widget. Into the box (no item focused), GTK's handler runs as usual: the selected item,
/// else the first or last.
private let tabLeavesItemBox: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType, gpointer?) -> gboolean = { widget, direction, _ in
    guard let widget, direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD,
          let item = gtk_container_get_focus_child(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self))
    else { return 0 }
    g_signal_stop_emission_by_name(widget, "focus")
    return gtk_widget_child_focus(item, direction)
}
#endif
#endif
