/// A surface the app draws on (GtkDrawingArea). GTK calls the draw handler when the canvas
/// needs painting (shown, resized, or after `setNeedsDisplay`) with a cairo context and the
/// canvas's size. The headless backend has no cairo: a canvas that was asked to redraw (or
/// was never drawn) and is on screen in a shown window is drawn at the backend's next
/// `processPendingEvents`, with a context that records what was drawn and a size from the
/// canvas's minimum size (else 200×150).
@MainActor
public protocol NativeCanvas: NativeWidget {
    /// Called each time the canvas is drawn, with a context to paint on and the canvas's width and
    /// height in pixels.
    func onDraw(_ handler: @escaping @MainActor (DrawingContext, _ width: Double, _ height: Double) -> Void) -> SignalConnection
    /// Asks for a redraw (gtk_widget_queue_draw); it happens with the next frame.
    func setNeedsDisplay()
    /// How many times the canvas was drawn.
    var drawCount: Int { get }
    /// What the last draw drew (recorded on both backends).
    var lastDrawing: [DrawingOperation] { get }
}
