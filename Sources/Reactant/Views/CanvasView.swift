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

    /// A canvas drawn by `draw` (nothing by default; `setDraw(_:)` can set it later).
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
