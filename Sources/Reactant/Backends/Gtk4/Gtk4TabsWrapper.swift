#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkStackSwitcher above a GtkStack, in a vertical GtkBox (the wrapper's widget), as on
/// GTK 3. The pages are the stack's children; a page's title is its GtkStackPage's.
@MainActor
final class Gtk4TabsWrapper: Gtk4WidgetWrapper, NativeTabs {
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let switcher: UnsafeMutablePointer<GtkWidget>
    private var selectionHandlers = SwiftHandlers<@MainActor (Int) -> Void>()
    private var isUpdating = false

    init() {
        stack = gtk_stack_new()
        switcher = gtk_stack_switcher_new()
        super.init(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6), kind: .tabs)
        gtk_stack_switcher_set_stack(OpaquePointer(switcher), OpaquePointer(stack))
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(stack, 1)
        gtk_box_append(GObjectBridge.cast(widget), switcher)
        gtk_box_append(GObjectBridge.cast(widget), stack)
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
        var pages: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(stack)
        while let current = child {
            pages.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return pages
    }

    func addPage(_ page: any NativeWidget, title: String) {
        guard let child = adoptable(page) else { return }
        isUpdating = true
        pageCount += 1
        hold(child) { _ = gtk_stack_add_titled(OpaquePointer(stack), $0, "page-\(pageCount)", title) }
        isUpdating = false
    }

    func removePage(_ page: any NativeWidget) {
        guard let child = page as? Gtk4WidgetWrapper, gtk_widget_get_parent(child.widget) == stack else { return }
        isUpdating = true
        release(child)
        isUpdating = false
    }

    var titles: [String] {
        childWidgets().map { child in
            GObjectBridge.string(gtk_stack_page_get_title(gtk_stack_get_page(OpaquePointer(stack), child))) ?? ""
        }
    }

    var selectedIndex: Int? {
        get {
            guard let visible = gtk_stack_get_visible_child(OpaquePointer(stack)) else { return nil }
            return childWidgets().firstIndex(of: visible)
        }
        set {
            let pages = childWidgets()
            guard let newValue, pages.indices.contains(newValue) else { return }
            isUpdating = true
            gtk_stack_set_visible_child(OpaquePointer(stack), pages[newValue])
            isUpdating = false
        }
    }

    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        selectionHandlers.add(handler)
    }

    override func disconnect(_ connection: SignalConnection) {
        if !selectionHandlers.remove(connection) { super.disconnect(connection) }
    }

    /// A click on the switcher's button for the page (GTK's own toggle buttons, in order), as
    /// far as GTK 4 lets code click (`Gtk4PointerPath`).
    func simulateSelect(_ index: Int) -> String? {
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(switcher)
        while let current = child {
            buttons.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        guard buttons.indices.contains(index) else { return "it has no page \(index)" }
        return Gtk4PointerPath.click(buttons[index])
    }
}
#endif // GTK4
