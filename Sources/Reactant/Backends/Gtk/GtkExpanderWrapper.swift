#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkExpander; GTK emits notify::expanded when it is toggled.
@MainActor
final class GtkExpanderWrapper: GtkWidgetWrapper, NativeExpander {
    init() {
        super.init(widget: gtk_expander_new(""), kind: .expander)
    }

    private var expander: UnsafeMutablePointer<GtkExpander> { GObjectBridge.cast(widget) }

    var title: String {
        get { GObjectBridge.string(gtk_expander_get_label(expander)) ?? "" }
        set { gtk_expander_set_label(expander, newValue) }
    }

    var isExpanded: Bool {
        get { GObjectBridge.bool(gtk_expander_get_expanded(expander)) }
        set { withOwnHandlersBlocked(on: "notify::expanded") { gtk_expander_set_expanded(expander, GObjectBridge.gbool(newValue)) } }
    }

    /// The label widget is GTK's; only the content is reported.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        gtk_bin_get_child(GObjectBridge.cast(widget)).map { [$0] } ?? []
    }

    var content: (any NativeWidget)? {
        get { binContent }
        set { setBinContent(newValue) }
    }

    func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let expander = self.expander
        return connect("notify::expanded", shape: .oneArgument) { _ in
            handler(GObjectBridge.bool(gtk_expander_get_expanded(expander)))
            return false
        }
    }

    /// A click on the middle of the title (GtkExpander's label widget; the expander's input
    /// window over the title takes it), through GTK's event delivery.
    /// GtkExpander toggles on a release only while the pointer is over the title (it learns
    /// that from the enter-notify on its input window, which a person's pointer moving there
    /// sends first), so that crossing is delivered before the click.
    func simulateToggle() -> String? {
        guard let title = gtk_expander_get_label_widget(expander) else { return "it has no title to click" }
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
}
#endif // GTK3
