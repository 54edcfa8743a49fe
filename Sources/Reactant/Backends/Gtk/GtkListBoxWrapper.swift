#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkListBox whose rows are `GtkListRowWrapper`s.
@MainActor
final class GtkListBoxWrapper: GtkWidgetWrapper, NativeListBox {
    /// GTK has no getter for the placeholder; this also keeps its wrapper alive.
    private var placeholderWrapper: GtkWidgetWrapper?

    init() {
        super.init(widget: gtk_list_box_new(), kind: .listBox)
        // The list is one stop for Tab (see NativeListBox); the handler needs no data, so
        // it lives as long as the widget with nothing to release.
        g_signal_connect_data(widget, "focus", unsafeBitCast(tabLeavesList, to: GCallback.self), nil, nil, GConnectFlags(0))
        gtk_list_box_set_sort_func(listBox, { a, b, _ in
            let (x, y) = (GtkListBoxWrapper.orderKey(a), GtkListBoxWrapper.orderKey(b))
            return x < y ? -1 : (x > y ? 1 : 0)
        }, nil, nil)
    }

    isolated deinit {
        // The placeholder belongs to a view that may outlive the list: hand it back first.
        if placeholderWrapper != nil { gtk_list_box_set_placeholder(listBox, nil) }
    }

    private var listBox: UnsafeMutablePointer<GtkListBox> { GObjectBridge.cast(widget) }

    override var displayName: String { "list box" }

    var selectionMode: ListSelectionMode {
        get {
            switch gtk_list_box_get_selection_mode(listBox) {
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
            gtk_list_box_set_selection_mode(listBox, mode)
        }
    }

    /// gtk_container_get_children lists the rows only (not the placeholder).
    var rows: [any NativeListRow] {
        childWidgets().compactMap { Self.wrapper(of: $0) as? GtkListRowWrapper }
    }

    func insertRow(_ content: any NativeWidget, at index: Int) -> (any NativeListRow)? {
        let row = GtkListRowWrapper()
        guard let content = row.adoptable(content) else { return nil }
        row.setContent(content)
        place(row.widget, at: index, among: childWidgets())
        // Inserted where its key sorts it.
        hold(row) { gtk_list_box_insert(listBox, $0, -1) }
        return row
    }

    func removeRow(_ row: any NativeListRow) {
        guard let row = row as? GtkListRowWrapper, contains(row) else { return }
        release(row)
    }

    /// Gives the row a key between its new neighbours' and lets GtkListBox sort it there
    /// (gtk_list_box_row_changed): the row stays in the list, so it keeps its focus and
    /// selection and is not unrealized and styled again, as taking it out and inserting it
    /// would (a tenth of a millisecond and more per row, on every scroll of a table).
    func moveRow(_ row: any NativeListRow, to index: Int) {
        guard let row = row as? GtkListRowWrapper, contains(row) else { return }
        let others = childWidgets().filter { $0 != row.widget }
        if place(row.widget, at: index, among: others) {
            gtk_list_box_row_changed(row.row)
        }
    }

    // MARK: Order

    /// Rows sort by a key kept on each row (GObject data), so that a row can be moved without
    /// leaving the list. Keys are spaced apart, and a row placed between two gets the middle;
    /// when there is no room left, every row is numbered again.
    private static let orderQuark = g_quark_from_static_string("reactant-row-order")
    private static let keySpacing: Int64 = 1 << 20

    static func orderKey(_ widget: UnsafeMutableRawPointer?) -> Int64 {
        Int64(Int(bitPattern: g_object_get_qdata(widget?.assumingMemoryBound(to: GObject.self), orderQuark)))
    }

    private static func setOrderKey(_ widget: UnsafeMutablePointer<GtkWidget>, _ key: Int64) {
        g_object_set_qdata(GObjectBridge.cast(widget), orderQuark, UnsafeMutableRawPointer(bitPattern: Int(key)))
    }

    /// Sets the key that puts `widget` at `index` among `others` (in their order); returns
    /// false when every row was numbered again instead (the list is sorted again then).
    @discardableResult
    private func place(_ widget: UnsafeMutablePointer<GtkWidget>, at index: Int, among others: [UnsafeMutablePointer<GtkWidget>]) -> Bool {
        let position = index < 0 ? others.count : min(index, others.count)
        let before = position > 0 ? Self.orderKey(others[position - 1]) : nil
        let after = position < others.count ? Self.orderKey(others[position]) : nil
        let key: Int64? = switch (before, after) {
        case (nil, nil): 0
        case (let before?, nil): before + Self.keySpacing
        case (nil, let after?): after - Self.keySpacing
        case (let before?, let after?): after - before > 1 ? before + (after - before) / 2 : nil
        }
        if let key {
            Self.setOrderKey(widget, key)
            return true
        }
        var ordered = others
        ordered.insert(widget, at: position)
        for (offset, row) in ordered.enumerated() { Self.setOrderKey(row, Int64(offset) * Self.keySpacing) }
        gtk_list_box_invalidate_sort(listBox)
        return false
    }

    var selectedRow: (any NativeListRow)? {
        Self.wrapper(of: gtk_list_box_get_selected_row(listBox).map { GObjectBridge.cast($0) }) as? GtkListRowWrapper
    }

    func selectRow(_ row: (any NativeListRow)?) {
        guard let row else {
            gtk_list_box_unselect_all(listBox)
            return
        }
        guard let row = row as? GtkListRowWrapper, contains(row) else { return }
        gtk_list_box_select_row(listBox, row.row)
    }

    var placeholder: (any NativeWidget)? {
        get { placeholderWrapper }
        set {
            if let current = placeholderWrapper, current === newValue { return }
            guard let newValue else {
                gtk_list_box_set_placeholder(listBox, nil)
                placeholderWrapper = nil
                return
            }
            guard let adopted = adoptable(newValue) else { return }
            gtk_list_box_set_placeholder(listBox, adopted.widget)
            placeholderWrapper = adopted
        }
    }

    func onRowActivated(_ handler: @escaping @MainActor (any NativeListRow) -> Void) -> SignalConnection {
        connect("row-activated", shape: .oneArgument) { argument in
            let widget = argument?.assumingMemoryBound(to: GtkWidget.self)
            if let row = Self.wrapper(of: widget) as? GtkListRowWrapper { handler(row) }
            return false
        }
    }


    /// GtkListBoxRow's "activate" is what a single click ends in: the list focuses the row,
    /// selects it (as the mode allows) and reports it when it is activatable.
    func simulateRowClick(_ row: any NativeListRow) {
        guard let row = row as? GtkListRowWrapper, contains(row) else { return }
        gtk_widget_activate(row.widget)
    }

    /// The key goes to the toplevel's GdkWindow, which hands it to its focus widget: the list
    /// hears it only while the focus is on one of its rows, as a person's key.
    func simulateKeyPress(_ key: KeyPress) {
        guard let toplevel = gtk_widget_get_toplevel(widget),
              GObjectBridge.isInstance(toplevel, of: gtk_window_get_type()),
              let gdkWindow = gtk_widget_get_window(toplevel) else {
            Diagnostics.warning("A key press (\(key)) needs the list to be in a shown window; nothing was pressed.")
            return
        }
        GtkKeys.send(key, to: gdkWindow)
    }

    func simulateFocusIn() {
        _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
    }
}

// MARK: Separators between rows (boxed lists)

extension GtkListBoxWrapper {
    private static let separatorKey = "reactant-separator-above"
    private static let headersKey = "reactant-separator-headers"

    static func wantsSeparator(_ row: UnsafeMutablePointer<GtkListBoxRow>) -> Bool {
        g_object_get_data(GObjectBridge.cast(row), separatorKey) != nil
    }

    static func setWantsSeparator(_ row: UnsafeMutablePointer<GtkListBoxRow>, _ wanted: Bool) {
        g_object_set_data(GObjectBridge.cast(row), separatorKey, wanted ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
    }

    /// Gives the list the header function that puts a GtkSeparator above each row that asks
    /// for one (GNOME's GTK 3 apps separate the rows of their boxed lists this way). Once per
    /// list; lists without separators never run one.
    static func installSeparatorHeaders(in list: UnsafeMutablePointer<GtkWidget>) {
        let object: UnsafeMutablePointer<GObject> = GObjectBridge.cast(list)
        guard g_object_get_data(object, headersKey) == nil else { return }
        g_object_set_data(object, headersKey, UnsafeMutableRawPointer(bitPattern: 1))
        gtk_list_box_set_header_func(GObjectBridge.cast(list), updateSeparatorHeader, nil, nil)
    }
}

/// GtkListBox's header function: a separator for a row that asks for one, none otherwise.
/// The list owns the header once it is set.
private let updateSeparatorHeader: @convention(c) (UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutablePointer<GtkListBoxRow>?, gpointer?) -> Void = { row, _, _ in
    guard let row else { return }
    let wanted = g_object_get_data(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GObject.self), "reactant-separator-above") != nil
    let header = gtk_list_box_row_get_header(row)
    if wanted, header == nil {
        gtk_list_box_row_set_header(row, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
    } else if !wanted, header != nil {
        gtk_list_box_row_set_header(row, nil)
    }
}

/// GtkListBox's own "focus" handler walks Tab through its rows. Ours runs first: from a row,
/// Tab and Shift+Tab may still move inside the row (to a button in it), and otherwise leave
/// the list, which tells the container around it to go on to its next widget. Into the list
/// (no row focused), GTK's handler runs as usual: the selected row, else the first or last.
private let tabLeavesList: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType, gpointer?) -> gboolean = { widget, direction, _ in
    guard let widget, direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD,
          let row = gtk_container_get_focus_child(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self))
    else { return 0 }
    g_signal_stop_emission_by_name(widget, "focus")
    return gtk_widget_child_focus(row, direction)
}

#endif // GTK3
