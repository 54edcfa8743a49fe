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

    public var title: String {
        get { link.title }
        set { link.title = newValue }
    }

    public var uri: String {
        get { link.uri }
        set { link.uri = newValue }
    }

    public var isVisited: Bool {
        get { link.isVisited }
        set { link.isVisited = newValue }
    }

    /// The address, each time a person follows the link.
    public var tap: Observable<String> { tapSubject.eraseToAnyPublisher() }
}

/// What a person answered an info bar.
public enum InfoBarResponse: Equatable, Sendable {
    /// The button at this index of `buttons`.
    case button(Int)
    /// The close button, or Escape.
    case closed
}

/// A message above the content with buttons (GtkInfoBar): "Disk almost full — Free space".
///
///     let bar = InfoBar(message: tr("Offline"), type: .warning, buttons: [tr("Retry")])
///     // in `actions`: bar.response.map { … }
@MainActor
public final class InfoBar: View {
    private let bar: any NativeInfoBar
    private let responseSubject = PassthroughSubject<InfoBarResponse, Never>()

    public init(message: String, type: MessageType = .info, buttons: [String] = [], showsCloseButton: Bool = false) {
        bar = Backends.current.makeInfoBar()
        super.init(native: bar)
        bar.message = message
        bar.messageType = type
        bar.buttonTitles = buttons
        bar.showsCloseButton = showsCloseButton
        _ = bar.onResponse { [weak self] index in
            self?.responseSubject.send(index.map(InfoBarResponse.button) ?? .closed)
        }
    }

    public var message: String {
        get { bar.message }
        set { bar.message = newValue }
    }

    public var messageType: MessageType {
        get { bar.messageType }
        set { bar.messageType = newValue }
    }

    public var buttons: [String] {
        get { bar.buttonTitles }
        set { bar.buttonTitles = newValue }
    }

    public var showsCloseButton: Bool {
        get { bar.showsCloseButton }
        set { bar.showsCloseButton = newValue }
    }

    /// Whether the bar is shown; hiding it slides it away (the app decides when, usually on
    /// a response).
    public var isRevealed: Bool {
        get { bar.isRevealed }
        set { bar.isRevealed = newValue }
    }

    public var response: Observable<InfoBarResponse> { responseSubject.eraseToAnyPublisher() }
}

/// A surface the app draws on (GtkDrawingArea), for charts and custom widgets. `draw` runs
/// whenever GTK paints the canvas, with a context and the canvas's size; call
/// `setNeedsDisplay()` when what it draws changed.
///
///     let chart = CanvasView { context in
///         context.setColor(red: 0.2, green: 0.4, blue: 0.8)
///         context.rectangle(x: 0, y: 0, width: context.width / 2, height: context.height)
///         context.fill()
///     }
///
/// On the headless backend there is no cairo: the canvas draws at the backend's next
/// `processPendingEvents` while it is on screen, with a context that records what was drawn
/// (as the GTK one also does), at its minimum size or else 200×150.
@MainActor
public final class CanvasView: View {
    private let canvas: any NativeCanvas
    private var draw: @MainActor (DrawingContext) -> Void

    public init(draw: @escaping @MainActor (DrawingContext) -> Void = { _ in }) {
        canvas = Backends.current.makeCanvas()
        self.draw = draw
        super.init(native: canvas)
        _ = canvas.onDraw { [weak self] context, _, _ in self?.draw(context) }
    }

    /// Replaces the drawing code and redraws.
    public func setDraw(_ draw: @escaping @MainActor (DrawingContext) -> Void) {
        self.draw = draw
        setNeedsDisplay()
    }

    /// Asks for a redraw with the next frame.
    public func setNeedsDisplay() { canvas.setNeedsDisplay() }

    /// How many times the canvas was drawn.
    public var drawCount: Int { canvas.drawCount }
    /// What the last draw drew.
    public var lastDrawing: [DrawingOperation] { canvas.lastDrawing }
}
