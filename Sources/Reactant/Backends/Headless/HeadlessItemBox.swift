/// What the GtkListBox and GtkFlowBox stand-ins do alike, once (see `NativeItemBox`): items in
/// order, the selection, activation by click and key, and where Tab into the box lands. The
/// list and grid layouts subclass it with their own keys and geometry.
@MainActor
public class HeadlessItemBox<Item: HeadlessBoxItem>: HeadlessWidget {
    /// How many items can be selected; `.single` by default, as GTK. Switching to `.none` clears
    /// the selection, as GTK does.
    public var selectionMode = ListSelectionMode.single {
        didSet {
            // GTK clears the selection when the mode becomes none.
            if selectionMode == .none { selected = nil }
        }
    }

    weak var selected: Item?
    private let makeItem: (HeadlessBackend) -> Item
    /// The signal the box emits for an activated item, declared by each layout (a generic
    /// class can't hold a static constant), as `GtkItemBoxWrapper` takes its signal's name.
    private let activationSignal: HeadlessSignal<@MainActor (Item) -> Void>

    init(kind: WidgetKind, backend: HeadlessBackend, activationSignal: HeadlessSignal<@MainActor (Item) -> Void>,
         makeItem: @escaping (HeadlessBackend) -> Item) {
        self.activationSignal = activationSignal
        self.makeItem = makeItem
        super.init(kind: kind, backend: backend)
    }

    /// The items in order, first to last.
    public var items: [Item] { children.compactMap { $0 as? Item } }

    /// Puts `content` into a new item at `index` (past the end or negative: at the end). Returns
    /// nil, after a diagnostic, for content that can't be added (it already has a parent, …).
    public func insertItem(_ content: any NativeWidget, at index: Int) -> Item? {
        let item = makeItem(backend)
        guard let adopted = item.adoptable(content) else { return nil }
        item.attach(adopted)
        // `attach` appends; then the item goes where GTK's insert puts it.
        attach(item)
        if index >= 0 && index < children.count - 1 {
            children.removeLast()
            children.insert(item, at: index)
        }
        return item
    }

    /// The item of this box that `item` is, or nil.
    func own(_ item: (any NativeBoxItem)?) -> Item? {
        guard let item = item as? Item, item.parent === self else { return nil }
        return item
    }

    /// Takes an item out, and clears the selection when it was the selected one; items of other
    /// boxes are ignored.
    public func removeItem(_ item: any NativeBoxItem) {
        guard let item = own(item) else { return }
        if selected === item { selected = nil }
        detach(item)
        didRemove(item)
    }

    /// After `removeItem` took the item out.
    func didRemove(_ item: Item) {}

    /// The selected item, or nil.
    public var selectedItem: Item? { selected }

    /// Selects an item from code (nil clears the selection), without running the activation
    /// handlers; in mode `.none`, or for an item that refuses the selection, nothing changes.
    public func selectItem(_ item: (any NativeBoxItem)?) {
        if item == nil {
            selected = nil
        } else if let item = own(item) {
            select(item)
        }
    }

    /// Selects as the box's own rules allow (not in mode none, not an item that refuses it).
    func select(_ item: Item) {
        guard selectionMode != .none, item.isSelectableInBox else { return }
        selected = item
    }

    /// A person's click on `item`: focuses it, selects it when the mode and the item allow, and
    /// reports an activatable item to `onItemActivated`. Items of other boxes are ignored.
    public func simulateItemClick(_ item: any NativeBoxItem) {
        guard let item = own(item) else { return }
        selectAndActivate(item)
    }

    /// What GTK does for a click and for Enter: focus, selection, activation.
    func selectAndActivate(_ item: Item) {
        item.grabFocus()
        select(item)
        if item.isActivatableInBox { emit(activationSignal) { $0(item) } }
    }

    /// Calls `handler` with each item a click or Enter activates; keep the returned connection
    /// to disconnect.
    public func onItemActivated(_ handler: @escaping @MainActor (Item) -> Void) -> SignalConnection {
        connect(activationSignal, handler)
    }

    /// The item with the window's focus, when the focus is in this box.
    var cursorItem: Item? {
        guard let focus = rootWindow?.focusWidget else { return nil }
        return items.first { focus.isInside($0) }
    }

    /// GTK's focus handler: the selected item, or else the first item that can take it.
    override func firstFocusable() -> HeadlessWidget? {
        guard isVisible, isSensitive else { return nil }
        if let selected, selected.isVisible, selected.isSensitive { return selected }
        return items.first { $0.isVisible && $0.isSensitive }
    }
}
