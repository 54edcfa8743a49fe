#if GTK3 || GTK4 // both GTK backends: GtkListBox and GtkFlowBox are the same widgets in GTK 3 and GTK 4
import GtkC

/// The list layout of the item box: a GtkListBox whose rows are `GtkListRowWrapper`s, kept in
/// order by keys so that a row can move without leaving the list.
@MainActor
final class GtkListBoxWrapper: GtkItemBoxWrapper<GtkListRowWrapper>, NativeListBox {
    /// GTK has no getter for the placeholder; this also keeps its wrapper alive.
    private var placeholderWrapper: GtkWidgetWrapper?

    init() {
        super.init(container: gtk_list_box_get_type(), kind: .listBox, activationSignal: "row-activated", makeItem: GtkListRowWrapper.init)
        gtk_list_box_set_sort_func(listBox, { a, b, _ in
            let (x, y) = (GtkListBoxWrapper.orderKey(a), GtkListBoxWrapper.orderKey(b))
            return x < y ? -1 : (x > y ? 1 : 0)
        }, nil, nil)
    }

    isolated deinit {
        // The placeholder belongs to a view that may outlive the list: hand it back first.
        if placeholderWrapper != nil { gtk_list_box_set_placeholder(listBox, nil) }
    }

    #if GTK4
    /// GTK 4 keeps GtkListBox's struct private.
    var listBox: OpaquePointer { OpaquePointer(widget) }

    /// The rows only, as on GTK 3 and headless: not the placeholder (nor the headers).
    override var nativeChildren: [any NativeWidget] { items }

    override func nativeRemove(_ child: UnsafeMutablePointer<GtkWidget>) { gtk_list_box_remove(listBox, child) }
    #else
    var listBox: UnsafeMutablePointer<GtkListBox> { GObjectBridge.cast(widget) }
    #endif

    /// The rows' widgets in order (GTK 4's children are also the headers and the placeholder).
    private var rowWidgets: [UnsafeMutablePointer<GtkWidget>] {
        #if GTK4
        childWidgets().filter { GObjectBridge.isInstance($0, of: gtk_list_box_row_get_type()) }
        #else
        childWidgets()
        #endif
    }

    override var displayName: String { "list box" }

    /// Inserted where its key sorts it.
    override func insertNative(_ item: GtkListRowWrapper, at index: Int) {
        place(item.widget, at: index, among: rowWidgets)
        hold(item) { gtk_list_box_insert(listBox, $0, -1) }
    }

    override var nativeSelectedItem: UnsafeMutablePointer<GtkWidget>? {
        gtk_list_box_get_selected_row(listBox).map { GObjectBridge.cast($0) }
    }

    override func nativeSelect(_ item: GtkListRowWrapper) { gtk_list_box_select_row(listBox, item.row) }

    override func nativeUnselectAll() { gtk_list_box_unselect_all(listBox) }

    /// Gives the row a key between its new neighbours' and lets GtkListBox sort it there
    /// (gtk_list_box_row_changed): the row stays in the list, so it keeps its focus and
    /// selection and is not unrealized and styled again, as taking it out and inserting it
    /// would (a tenth of a millisecond and more per row, on every scroll of a table).
    func moveRow(_ row: any NativeListRow, to index: Int) {
        guard let row = own(row) else { return }
        let others = rowWidgets.filter { $0 != row.widget }
        if place(row.widget, at: index, among: others) {
            gtk_list_box_row_changed(row.row)
            #if GTK4
            // GTK 4 sorts the row into the list's sequence but leaves it where it was among
            // the widget's children, which `items` and the CSS (a boxed list's first and last
            // row) go by; gtk_list_box_invalidate_sort would move every row.
            let position = gtk_list_box_row_get_index(row.row)
            let previous = position > 0 ? gtk_list_box_get_row_at_index(listBox, position - 1) : nil
            gtk_widget_insert_after(row.widget, widget, previous.map { GObjectBridge.cast($0) })
            #endif
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

    #if GTK4
    /// The key goes to the list's window as a person's key (see `Gtk4WindowWrapper`), which
    /// GTK hands to its focus widget: the list hears it only while the focus is on one of its
    /// rows.
    func simulateKeyPress(_ key: KeyPress) {
        guard let root = gtk_widget_get_root(widget),
              let window = Self.wrapper(of: UnsafeMutablePointer(root)) as? Gtk4WindowWrapper, window.isShown else {
            Diagnostics.warning("A key press (\(key)) needs the list to be in a shown window; nothing was pressed.")
            return
        }
        window.simulateKeyPress(key)
    }
    #else
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
    #endif

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
    func installSeparatorHeaders() {
        let object: UnsafeMutablePointer<GObject> = GObjectBridge.cast(widget)
        guard g_object_get_data(object, Self.headersKey) == nil else { return }
        g_object_set_data(object, Self.headersKey, UnsafeMutableRawPointer(bitPattern: 1))
        gtk_list_box_set_header_func(listBox, updateSeparatorHeader, nil, nil)
        #if GTK4
        Gtk4ItemBoxTypes.dropAdwaitaRowLines(in: widget)
        #endif
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

extension GtkBackend {
    public func makeListBox() -> any NativeListBox { GtkListBoxWrapper() }
}
#endif
