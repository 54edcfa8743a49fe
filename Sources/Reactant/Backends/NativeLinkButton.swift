/// A button that opens a web address (GtkLinkButton). When a person clicks it, the handlers
/// run; unless one of them returns true (handled), GTK opens the address with the desktop's
/// browser (gtk_show_uri_on_window). The headless backend opens nothing.
@MainActor
public protocol NativeLinkButton: NativeWidget {
    /// The text shown as the link.
    var title: String { get set }
    /// The address the button opens ("https://…"); GTK shows it as the tooltip when no other is
    /// set.
    var uri: String { get set }
    /// Whether the link was followed (GtkLinkButton's visited; set by a click too).
    var isVisited: Bool { get set }
    /// Called when a person (or `simulateClick()`) clicks the link, before the browser opens;
    /// return true to open nothing (the link is then not marked visited).
    func onActivateLink(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection
    /// Clicks as a person would: the handlers run, then the link is marked visited and (on GTK)
    /// opened unless a handler returned true.
    func simulateClick()
}
