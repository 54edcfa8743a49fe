/// A button that opens a web address (GtkLinkButton). When a person clicks it, the handlers
/// run; unless one of them returns true (handled), GTK opens the address with the desktop's
/// browser (gtk_show_uri_on_window). The headless backend opens nothing.
@MainActor
public protocol NativeLinkButton: NativeWidget {
    var title: String { get set }
    var uri: String { get set }
    /// Whether the link was followed (GtkLinkButton's visited; set by a click too).
    var isVisited: Bool { get set }
    func onActivateLink(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection
    func simulateClick()
}
