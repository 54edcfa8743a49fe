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

/// The kind of message an info bar shows (GtkMessageType), which sets its colour.
public enum MessageType: String, Equatable, Sendable {
    case info, warning, question, error, other
}

/// A message above content, with buttons (GtkInfoBar). Button `i` answers response `i`; the
/// close button (and Escape while the focus is in the bar and it shows one) answers `nil`.
@MainActor
public protocol NativeInfoBar: NativeWidget {
    var messageType: MessageType { get set }
    var message: String { get set }
    /// The buttons' titles, in order; setting them replaces the buttons.
    var buttonTitles: [String] { get set }
    var showsCloseButton: Bool { get set }
    /// Whether the bar is shown (gtk_info_bar_set_revealed; it slides).
    var isRevealed: Bool { get set }
    /// Called with the index of the button a person clicked, or nil for the close button.
    func onResponse(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection
    /// A person clicking button `index`, or the close button for nil; returns why a person
    /// couldn't click it, or nil.
    func simulateResponse(_ index: Int?) -> String?
}

/// A surface the app draws on (GtkDrawingArea). GTK calls the draw handler when the canvas
/// needs painting (shown, resized, or after `setNeedsDisplay`) with a cairo context and the
/// canvas's size. The headless backend has no cairo: a canvas that was asked to redraw (or
/// was never drawn) and is on screen in a shown window is drawn at the backend's next
/// `processPendingEvents`, with a context that records what was drawn and a size from the
/// canvas's minimum size (else 200×150).
@MainActor
public protocol NativeCanvas: NativeWidget {
    func onDraw(_ handler: @escaping @MainActor (DrawingContext, _ width: Double, _ height: Double) -> Void) -> SignalConnection
    /// Asks for a redraw (gtk_widget_queue_draw); it happens with the next frame.
    func setNeedsDisplay()
    /// How many times the canvas was drawn.
    var drawCount: Int { get }
    /// What the last draw drew (recorded on both backends).
    var lastDrawing: [DrawingOperation] { get }
}

/// A widget the toolkit doesn't wrap itself, made by the app (see `NativeView`). On GTK it is
/// the app's GtkWidget, taken over; headless an opaque node that only takes part in layout,
/// visibility, sensitivity and the tree.
@MainActor
public protocol NativeForeign: NativeWidget {
    /// The widget's type name (GtkCalendar, …).
    var typeName: String { get }
    /// The GtkWidget behind it; nil on the headless backend, and once GTK destroyed it.
    var gtkWidget: UnsafeMutableRawPointer? { get }
    /// True once someone destroyed the widget behind the toolkit's back (gtk_widget_destroy).
    var isDestroyed: Bool { get }
}
