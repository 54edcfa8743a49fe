/// The kind of message an info bar shows (GtkMessageType), which sets its colour.
public enum MessageType: String, Equatable, Sendable, CaseIterable {
    /// Information (GTK_MESSAGE_INFO, blue in Adwaita).
    case info
    /// A warning (GTK_MESSAGE_WARNING, yellow).
    case warning
    /// A question (GTK_MESSAGE_QUESTION).
    case question
    /// An error (GTK_MESSAGE_ERROR, red).
    case error
    /// None of these (GTK_MESSAGE_OTHER): no colour of its own.
    case other
}

/// A message above content, with buttons (GtkInfoBar). Button `i` answers response `i`; the
/// close button (and Escape while the focus is in the bar and it shows one) answers `nil`.
@MainActor
public protocol NativeInfoBar: NativeWidget {
    /// The kind of message, which sets the bar's colour (gtk_info_bar_set_message_type).
    var messageType: MessageType { get set }
    /// The text of the message, in a label inside the bar.
    var message: String { get set }
    /// The buttons' titles, in order; setting them replaces the buttons.
    var buttonTitles: [String] { get set }
    /// Whether the bar shows a close button (gtk_info_bar_set_show_close_button); off for new bars.
    /// Without one Escape does nothing.
    var showsCloseButton: Bool { get set }
    /// Whether the bar is shown (gtk_info_bar_set_revealed; it slides).
    var isRevealed: Bool { get set }
    /// Called with the index of the button a person clicked, or nil for the close button.
    func onResponse(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection
    /// A person clicking button `index`, or the close button for nil; returns why a person
    /// couldn't click it, or nil.
    func simulateResponse(_ index: Int?) -> String?
}
