#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkStackSwitcher above a GtkStack, in a vertical GtkBox (the wrapper's widget). The
/// pages are the stack's children; page titles are the stack's "title" child property.
@MainActor
final class GtkTabsWrapper: GtkWidgetWrapper, NativeTabs {
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let switcher: UnsafeMutablePointer<GtkWidget>
    private var selectionHandlers = SwiftHandlers<@MainActor (Int) -> Void>()
    private var isUpdating = false

    init() {
        stack = gtk_stack_new()
        switcher = gtk_stack_switcher_new()
        super.init(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6), kind: .tabs)
        gtk_stack_switcher_set_stack(GObjectBridge.cast(switcher), GObjectBridge.cast(stack))
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(stack, 1)
        gtk_container_add(GObjectBridge.cast(widget), switcher)
        gtk_container_add(GObjectBridge.cast(widget), stack)
        gtk_widget_show(switcher)
        gtk_widget_show(stack)
        // On the stack, which dies with the box; the handler reaches the wrapper weakly.
        _ = GtkSignalHandler.connect(stack, "notify::visible-child", shape: .oneArgument) { [weak self] _ in
            guard let self, !isUpdating, let index = selectedIndex else { return false }
            for handler in selectionHandlers.handlers { handler(index) }
            return false
        }
    }

    /// GtkStack wants a unique name for each titled page.
    private var pageCount = 0

    override var displayName: String { "tabs" }

    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(stack)))
    }

    func addPage(_ page: any NativeWidget, title: String) {
        guard let child = adoptable(page) else { return }
        isUpdating = true
        pageCount += 1
        hold(child) { gtk_stack_add_titled(GObjectBridge.cast(stack), $0, "page-\(pageCount)", title) }
        isUpdating = false
    }

    func removePage(_ page: any NativeWidget) {
        guard let child = page as? GtkWidgetWrapper, gtk_widget_get_parent(child.widget) == stack else { return }
        isUpdating = true
        gtk_container_remove(GObjectBridge.cast(stack), child.widget)
        heldChildren[ObjectIdentifier(child)] = nil
        isUpdating = false
    }

    /// The pages sit in the stack, not in the box the base class releases children from:
    /// take them out here so that the pages whose views live on survive this widget.
    isolated deinit {
        for child in childWidgets() where Self.wrapper(of: child) != nil {
            gtk_container_remove(GObjectBridge.cast(stack), child)
        }
    }

    var titles: [String] {
        childWidgets().map { child in
            GObjectBridge.childProperty("title", of: child, in: stack, type: GObjectBridge.stringType) {
                GObjectBridge.string(g_value_get_string($0)) ?? ""
            }
        }
    }

    var selectedIndex: Int? {
        get {
            guard let visible = gtk_stack_get_visible_child(GObjectBridge.cast(stack)) else { return nil }
            return childWidgets().firstIndex(of: visible)
        }
        set {
            let pages = childWidgets()
            guard let newValue, pages.indices.contains(newValue) else { return }
            isUpdating = true
            gtk_stack_set_visible_child(GObjectBridge.cast(stack), pages[newValue])
            isUpdating = false
        }
    }

    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        selectionHandlers.add(handler)
    }

    override func disconnect(_ connection: SignalConnection) {
        if !selectionHandlers.remove(connection) { super.disconnect(connection) }
    }

    /// A click on the switcher's button for the page (GTK's own radio buttons, in order).
    func simulateSelect(_ index: Int) -> String? {
        let buttons = GtkInnerWidgets.all(of: switcher)
        guard buttons.indices.contains(index) else { return "it has no page \(index)" }
        return GtkPointerEvents.click(buttons[index])
    }
}
#endif // GTK3
