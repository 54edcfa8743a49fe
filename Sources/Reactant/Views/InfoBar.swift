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

    /// An info bar with `message`, coloured by `type`, with these buttons at the end.
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

    /// The text of the bar.
    @NativeProperty(\InfoBar.bar.message) public var message: String

    /// Info, warning, question, error or other: picks the theme's colour for the bar.
    @NativeProperty(\InfoBar.bar.messageType) public var messageType: MessageType

    /// The buttons' titles, in order; a response names a button by its index here.
    @NativeProperty(\InfoBar.bar.buttonTitles) public var buttons: [String]

    /// Whether the bar has a close button, which answers `.closed` (as Escape does while the
    /// focus is in the bar); off by default.
    @NativeProperty(\InfoBar.bar.showsCloseButton) public var showsCloseButton: Bool

    /// Whether the bar is shown; hiding it slides it away (the app decides when, usually on
    /// a response).
    @NativeProperty(\InfoBar.bar.isRevealed) public var isRevealed: Bool

    /// Each answer: a button's index, or `.closed`.
    public var response: Observable<InfoBarResponse> { responseSubject.eraseToAnyPublisher() }
}
