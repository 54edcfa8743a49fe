/// Scrolls one view that is taller than the space it gets (GtkScrolledWindow; vertically).
///
///     let scroll = ScrollView(content: longForm)
@MainActor
public final class ScrollView: View {
    private let scrolled: any NativeScrolledWindow

    /// A scrolled window around `content`, with scroll bars when the content doesn't fit.
    public init(content: View? = nil) {
        scrolled = Backends.current.makeScrolledWindow()
        super.init(native: scrolled)
        self.content = content
        scrolled.content = content?.native
    }

    /// The view scrolled; the scroll view keeps it alive.
    public var content: View? {
        didSet { scrolled.content = content?.native }
    }

    /// How far the content is scrolled down, in pixels.
    @NativeProperty(\ScrollView.scrolled.verticalOffset) public var verticalOffset: Double
}
