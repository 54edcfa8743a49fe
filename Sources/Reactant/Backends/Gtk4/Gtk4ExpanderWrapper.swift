#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkExpander; GTK emits notify::expanded when it is toggled.
@MainActor
final class Gtk4ExpanderWrapper: Gtk4WidgetWrapper, NativeExpander {
    init() {
        super.init(widget: gtk_expander_new(""), kind: .expander)
    }

    private var expander: OpaquePointer { OpaquePointer(widget) }

    var title: String {
        get { GObjectBridge.string(gtk_expander_get_label(expander)) ?? "" }
        set { gtk_expander_set_label(expander, newValue) }
    }

    var isExpanded: Bool {
        get { GObjectBridge.bool(gtk_expander_get_expanded(expander)) }
        set { withOwnHandlersBlocked(on: "notify::expanded") { gtk_expander_set_expanded(expander, GObjectBridge.gbool(newValue)) } }
    }

    var content: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_expander_get_child(expander)) }
        set {
            replaceChild(Self.wrapper(of: gtk_expander_get_child(expander)), with: newValue) { gtk_expander_set_child(expander, $0) }
        }
    }

    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_expander_get_child(expander) == child { gtk_expander_set_child(expander, nil) } else { super.detach(child) }
    }

    func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let expander = self.expander
        return connect("notify::expanded", shape: .oneArgument) { _ in
            handler(GObjectBridge.bool(gtk_expander_get_expanded(expander)))
            return false
        }
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

    /// The content, in the tree or (collapsed) not.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        gtk_expander_get_child(expander).map { [$0] } ?? []
    }

    /// A collapsed expander's content is not among GTK's children: let it go here.
    override func releaseAllChildren() {
        if let content = Self.wrapper(of: gtk_expander_get_child(expander)) { release(content) }
        super.releaseAllChildren()
    }
}
#endif // GTK4
