/// A titled border around one view (GtkFrame).
///
///     let frame = Frame(title: tr("Account"), content: accountForm)
@MainActor
public final class Frame: View {
    private let frameWidget: any NativeFrame

    /// A frame around `content`, with `title` in its border (none when nil).
    public init(title: String? = nil, content: View? = nil) {
        frameWidget = Backends.current.makeFrame()
        super.init(native: frameWidget)
        frameWidget.title = title
        self.content = content
        frameWidget.content = content?.native  // observers don't run in init
    }

    /// The text in the frame's border; nil for a plain border.
    @NativeProperty(\Frame.frameWidget.title) public var title: String?

    /// The view inside; the frame keeps it alive.
    public var content: View? {
        didSet { frameWidget.content = content?.native }
    }
}
