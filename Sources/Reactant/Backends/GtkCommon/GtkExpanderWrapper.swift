#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkExpander; GTK emits notify::expanded when it is toggled.
@MainActor
final class GtkExpanderWrapper: GtkWidgetWrapper, NativeExpander {
    init() {
        super.init(widget: gtk_expander_new(""), kind: .expander)
    }

    var title: String {
        get { GObjectBridge.string(gtk_expander_get_label(typed())) ?? "" }
        set { gtk_expander_set_label(typed(), newValue) }
    }

    var isExpanded: Bool {
        get { GObjectBridge.bool(gtk_expander_get_expanded(typed())) }
        set { withOwnHandlersBlocked(on: "notify::expanded") { gtk_expander_set_expanded(typed(), GObjectBridge.gbool(newValue)) } }
    }

    /// The label widget is GTK's; only the content is reported (on GTK 4 also while collapsed,
    /// when GTK has taken it out of the tree).
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        soleChild.map { [$0] } ?? []
    }

    /// GTK 3's expander is a GtkBin; GTK 4's has its own child functions (and no gtk_container_add).
    var content: (any NativeWidget)? {
        get { Self.wrapper(of: soleChild) }
        set { replaceChild(Self.wrapper(of: soleChild), with: newValue) { setSoleChild($0) } }
    }

    func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let widget = self.widget
        return connect("notify::expanded", shape: .oneArgument) { _ in
            handler(GObjectBridge.bool(gtk_expander_get_expanded(gtkTyped(widget))))
            return false
        }
    }

#if GTK4
    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if soleChild == child { setSoleChild(nil) } else { super.detach(child) }
    }

    /// A click on the middle of the title (GtkExpander's title box), as far as GTK 4 lets
    /// code click (`Gtk4PointerPath`): the title takes the focus and the expander toggles.
    func simulateToggle() -> String? {
        guard let title = gtk_widget_get_first_child(widget) else { return "it has no title to click" }
        if let refusal = Gtk4PointerPath.refusal(title) { return refusal }
        guard gtk_widget_is_sensitive(widget) != 0 else { return "it is insensitive" }
        _ = gtk_widget_grab_focus(widget)
        _ = gtk_widget_activate(widget)
        return nil
    }

    /// GTK 4's expander takes its child out of the tree while collapsed (and keeps it).
    override func showsChild(_ child: UnsafeMutablePointer<GtkWidget>) -> Bool { isExpanded }

    /// A collapsed expander's content is not among GTK's children: let it go here.
    override func releaseAllChildren() {
        if let content = Self.wrapper(of: soleChild) { release(content) }
        super.releaseAllChildren()
    }
#else
    /// A click on the middle of the title (GtkExpander's label widget; the expander's input
    /// window over the title takes it), through GTK's event delivery.
    /// GtkExpander toggles on a release only while the pointer is over the title (it learns
    /// that from the enter-notify on its input window, which a person's pointer moving there
    /// sends first), so that crossing is delivered before the click.
    func simulateToggle() -> String? {
        guard let title = gtk_expander_get_label_widget(typed()) else { return "it has no title to click" }
        if gtk_widget_get_mapped(widget) != 0, let inputWindow = titleInputWindow() {
            Self.sendEnter(to: inputWindow)
        }
        return GtkPointerEvents.click(title)
    }

    /// The input-only window GtkExpander makes over its title (a child of its parent's window
    /// whose user data is the expander).
    private func titleInputWindow() -> OpaquePointer? {
        guard let parentWindow = gtk_widget_get_window(widget) else { return nil }
        var node = gdk_window_peek_children(parentWindow)
        while let current = node {
            node = current.pointee.next
            guard let child = OpaquePointer(current.pointee.data) else { continue }
            var owner: gpointer?
            gdk_window_get_user_data(child, &owner)
            if owner == UnsafeMutableRawPointer(widget), gdk_window_get_window_type(child) == GDK_WINDOW_CHILD {
                return child
            }
        }
        return nil
    }

    private static func sendEnter(to window: OpaquePointer) {
        guard let event = gdk_event_new(GDK_ENTER_NOTIFY) else { return }
        event.pointee.crossing.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
        event.pointee.crossing.send_event = 1
        event.pointee.crossing.time = guint32(GDK_CURRENT_TIME)
        event.pointee.crossing.x = 1
        event.pointee.crossing.y = 1
        event.pointee.crossing.mode = GDK_CROSSING_NORMAL
        event.pointee.crossing.detail = GDK_NOTIFY_ANCESTOR
        if let display = gdk_window_get_display(window), let pointer = gdk_display_get_default_seat(display).flatMap({ gdk_seat_get_pointer($0) }) {
            gdk_event_set_device(event, pointer)
        }
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
#endif
}

extension GtkBackend {
    public func makeExpander() -> any NativeExpander { GtkExpanderWrapper() }
}
#endif // GTK3 || GTK4
