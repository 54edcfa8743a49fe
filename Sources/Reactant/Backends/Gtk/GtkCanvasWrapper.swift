#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkDrawingArea. One "draw" handler of the wrapper runs the app's handlers with one
/// context, which draws on the frame's cairo context and records what was drawn.
@MainActor
final class GtkCanvasWrapper: GtkWidgetWrapper, NativeCanvas {
    private var drawHandlers = SwiftHandlers<@MainActor (DrawingContext, Double, Double) -> Void>()
    private(set) var drawCount = 0
    private(set) var lastDrawing: [DrawingOperation] = []

    init() {
        super.init(widget: gtk_drawing_area_new(), kind: .canvas)
        let widget = self.widget
        connect("draw", shape: .event) { [weak self] cairo in
            guard let self, let cairo else { return false }
            draw(OpaquePointer(cairo), width: Double(gtk_widget_get_allocated_width(widget)),
                 height: Double(gtk_widget_get_allocated_height(widget)))
            return false
        }
    }

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        drawCount += 1
        let context = DrawingContext(width: width, height: height, cairo: cairo) { operation in
            CairoPainter.perform(operation, on: cairo)
        }
        for handler in drawHandlers.handlers { handler(context, width, height) }
        lastDrawing = context.operations
    }

    func onDraw(_ handler: @escaping @MainActor (DrawingContext, Double, Double) -> Void) -> SignalConnection {
        let connection = drawHandlers.add(handler)
        setNeedsDisplay()
        return connection
    }

    override func disconnect(_ connection: SignalConnection) {
        if !drawHandlers.remove(connection) { super.disconnect(connection) }
    }

    func setNeedsDisplay() { gtk_widget_queue_draw(widget) }
}

extension GtkBackend {
    public func makeCanvas() -> any NativeCanvas { GtkCanvasWrapper() }
}
#endif // GTK3
