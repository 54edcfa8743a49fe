#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkLinkButton.
@MainActor
final class GtkLinkButtonWrapper: GtkWidgetWrapper, NativeLinkButton {
    init() {
        super.init(widget: gtk_link_button_new(""), kind: .linkButton)
    }

    override var displayName: String { "link button" }
    private var link: UnsafeMutablePointer<GtkLinkButton> { GObjectBridge.cast(widget) }
    /// GTK's label child is not the toolkit's.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    var title: String {
        get { GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast(widget))) ?? "" }
        set { gtk_button_set_label(GObjectBridge.cast(widget), newValue) }
    }

    var uri: String {
        get { GObjectBridge.string(gtk_link_button_get_uri(link)) ?? "" }
        set { gtk_link_button_set_uri(link, newValue) }
    }

    var isVisited: Bool {
        get { GObjectBridge.bool(gtk_link_button_get_visited(link)) }
        set { gtk_link_button_set_visited(link, GObjectBridge.gbool(newValue)) }
    }

    /// activate-link stops at the first handler that returns TRUE; GTK's default handler,
    /// which opens the address, runs last.
    func onActivateLink(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect("activate-link", shape: .plainBoolean) { _ in handler() }
    }

    func simulateClick() { gtk_button_clicked(GObjectBridge.cast(widget)) }
}
#endif // GTK3
