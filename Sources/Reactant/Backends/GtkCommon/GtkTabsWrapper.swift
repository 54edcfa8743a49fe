#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
#if GTK4
import CGtk4
#else
import CGtk
#endif

/// A GtkStackSwitcher above a GtkStack, in a vertical GtkBox (the wrapper's widget). The
/// pages are the stack's children; a page's title is the stack's "title" child property on
/// GTK 3, its GtkStackPage's on GTK 4.
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
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(stack, 1)
        gtk_stack_switcher_set_stack(gtkTyped(switcher), gtkTyped(stack))
#if GTK4
        gtk_box_append(GObjectBridge.cast(widget), switcher)
        gtk_box_append(GObjectBridge.cast(widget), stack)
#else
        gtk_container_add(GObjectBridge.cast(widget), switcher)
        gtk_container_add(GObjectBridge.cast(widget), stack)
        gtk_widget_show(switcher)
        gtk_widget_show(stack)
#endif
        // On the stack, which dies with the box; the handler reaches the wrapper weakly.
        _ = GtkSignalHandler.connect(UnsafeMutableRawPointer(stack), "notify::visible-child", shape: .oneArgument) { [weak self] _ in
            guard let self, !isUpdating, let index = selectedIndex else { return false }
            for handler in selectionHandlers.handlers { handler(index) }
            return false
        }
    }

    /// GtkStack wants a unique name for each titled page.
    private var pageCount = 0

    override var displayName: String { "tabs" }

    /// The pages; the switcher's buttons are GTK's.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
#if GTK4
        Self.gtkChildren(of: stack)
#else
        GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(stack)))
#endif
    }

    func addPage(_ page: any NativeWidget, title: String) {
        guard let child = adoptable(page) else { return }
        isUpdating = true
        pageCount += 1
        hold(child) { gtk_stack_add_titled(gtkTyped(stack), $0, "page-\(pageCount)", title) }
        isUpdating = false
    }

    func removePage(_ page: any NativeWidget) {
        guard let child = page as? GtkWidgetWrapper, gtk_widget_get_parent(child.widget) == stack else { return }
        isUpdating = true
#if GTK4
        release(child)
#else
        gtk_container_remove(GObjectBridge.cast(stack), child.widget)
        heldChildren[ObjectIdentifier(child)] = nil
#endif
        isUpdating = false
    }

#if !GTK4
    /// The pages sit in the stack, not in the box the base class releases children from:
    /// take them out here so that the pages whose views live on survive this widget. (GTK 4's
    /// base class releases every wrapped descendant, wherever GTK keeps it.)
    isolated deinit {
        for child in childWidgets() where Self.wrapper(of: child) != nil {
            gtk_container_remove(GObjectBridge.cast(stack), child)
        }
    }
#endif

    var titles: [String] {
        childWidgets().map { child in
#if GTK4
            GObjectBridge.string(gtk_stack_page_get_title(gtk_stack_get_page(gtkTyped(stack), child))) ?? ""
#else
            GObjectBridge.childProperty("title", of: child, in: stack, type: GObjectBridge.stringType) {
                GObjectBridge.string(g_value_get_string($0)) ?? ""
            }
#endif
        }
    }

    var selectedIndex: Int? {
        get {
            guard let visible = gtk_stack_get_visible_child(gtkTyped(stack)) else { return nil }
            return childWidgets().firstIndex(of: visible)
        }
        set {
            let pages = childWidgets()
            guard let newValue, pages.indices.contains(newValue) else { return }
            isUpdating = true
            gtk_stack_set_visible_child(gtkTyped(stack), pages[newValue])
            isUpdating = false
        }
    }

    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        selectionHandlers.add(handler)
    }

    override func disconnect(_ connection: SignalConnection) {
        if !selectionHandlers.remove(connection) { super.disconnect(connection) }
    }

#if GTK4
    /// A click on the switcher's button for the page (GTK's own toggle buttons, in order), as
    /// far as GTK 4 lets code click (`Gtk4PointerPath`).
    func simulateSelect(_ index: Int) -> String? {
        let buttons = Self.gtkChildren(of: switcher)
        guard buttons.indices.contains(index) else { return "it has no page \(index)" }
        return Gtk4PointerPath.click(buttons[index])
    }
#else
    /// A click on the switcher's button for the page (GTK's own radio buttons, in order).
    func simulateSelect(_ index: Int) -> String? {
        let buttons = GtkInnerWidgets.all(of: switcher)
        guard buttons.indices.contains(index) else { return "it has no page \(index)" }
        return GtkPointerEvents.click(buttons[index])
    }
#endif
}

extension GtkBackend {
    public func makeTabs() -> any NativeTabs { GtkTabsWrapper() }
}
#endif // GTK3 || GTK4
