/// A link to a web address (GtkLinkButton). A click reports the address on `tap`; unless
/// `opensLink` is off, GTK also opens it in the desktop's browser.
///
///     let docs = LinkButton(title: tr("Documentation"), uri: "https://docs.gtk.org/gtk3/")
@MainActor
public final class LinkButton: View {
    private let link: any NativeLinkButton
    private let tapSubject = PassthroughSubject<String, Never>()
    /// Whether a click opens the address in the browser (GTK's default); off, the app
    /// handles `tap` itself.
    public var opensLink = true

    /// A link labelled `title` that, when clicked, opens `uri` with the desktop's handler for
    /// it (a web address in the browser) and reports it on `tap`; turn `opensLink` off to only
    /// report it.
    public init(title: String, uri: String) {
        link = Backends.current.makeLinkButton()
        super.init(native: link)
        link.title = title
        link.uri = uri
        _ = link.onActivateLink { [weak self] in
            guard let self else { return false }
            tapSubject.send(link.uri)
            // Followed by the app: GTK's handler, which would mark it, doesn't run.
            if !opensLink { link.isVisited = true }
            return !opensLink
        }
    }

    /// The link's text.
    @NativeProperty(\LinkButton.link.title) public var title: String

    /// The address the link opens (and its tooltip on GTK).
    @NativeProperty(\LinkButton.link.uri) public var uri: String

    /// Whether the link was followed; GTK draws a visited link in another colour.
    @NativeProperty(\LinkButton.link.isVisited) public var isVisited: Bool

    /// The address, each time a person follows the link.
    public var tap: Observable<String> { tapSubject.eraseToAnyPublisher() }
}
