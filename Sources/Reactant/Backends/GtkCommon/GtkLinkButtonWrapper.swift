#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkLinkButton.
@MainActor
final class GtkLinkButtonWrapper: GtkWidgetWrapper, NativeLinkButton {
    init() {
        super.init(widget: gtk_link_button_new(""), kind: .linkButton)
    }

    override var displayName: String { "link button" }
    private var button: UnsafeMutablePointer<GtkButton> { GObjectBridge.cast(widget) }
    /// GTK's label child is not the toolkit's.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    var title: String {
        get { GObjectBridge.string(gtk_button_get_label(button)) ?? "" }
        set { gtk_button_set_label(button, newValue) }
    }

    var uri: String {
        get { GObjectBridge.string(gtk_link_button_get_uri(typed())) ?? "" }
        set { gtk_link_button_set_uri(typed(), newValue) }
    }

    var isVisited: Bool {
        get { GObjectBridge.bool(gtk_link_button_get_visited(typed())) }
        set { gtk_link_button_set_visited(typed(), GObjectBridge.gbool(newValue)) }
    }

    /// activate-link stops at the first handler that returns TRUE; GTK's default handler,
    /// which opens the address, runs last.
    func onActivateLink(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect("activate-link", shape: .plainBoolean) { _ in handler() }
    }

    /// "clicked", as a click ends in (GTK 4 can't make the pointer event).
    func simulateClick() { gtkButtonClicked(widget) }
}

extension GtkBackend {
    public func makeLinkButton() -> any NativeLinkButton { GtkLinkButtonWrapper() }
}
#endif // GTK3 || GTK4
