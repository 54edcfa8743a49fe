/// Two views side by side (or one above the other) with a handle between them (GtkPaned).
///
///     let split = Paned(start: sidebar, end: detail)
///     split.position = 240
@MainActor
public final class Paned: View {
    private let paned: any NativePaned

    /// Two panes side by side (above each other when `vertical`), with a handle between them.
    public init(start: View? = nil, end: View? = nil, vertical: Bool = false) {
        paned = Backends.current.makePaned(vertical: vertical)
        super.init(native: paned)
        self.start = start
        self.end = end
        paned.start = start?.native
        paned.end = end?.native
    }

    /// The left (top) pane's view; the paned keeps it alive.
    public var start: View? {
        didSet { paned.start = start?.native }
    }

    /// The right (bottom) pane's view; the paned keeps it alive.
    public var end: View? {
        didSet { paned.end = end?.native }
    }

    /// Where the handle is, in pixels from the start edge; nil until set or laid out.
    /// A negative position is refused with a warning.
    @NativeProperty(\Paned.paned.position) public var position: Int?
}
