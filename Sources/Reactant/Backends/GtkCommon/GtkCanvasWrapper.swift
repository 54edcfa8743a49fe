#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkDrawingArea. What draws it (GTK 3's "draw" signal, GTK 4's draw function) runs the
/// app's handlers with one context, which draws on the frame's cairo context and records what
/// was drawn.
@MainActor
final class GtkCanvasWrapper: GtkWidgetWrapper, NativeCanvas {
    private var drawHandlers = SwiftHandlers<@MainActor (DrawingContext, Double, Double) -> Void>()
    private(set) var drawCount = 0
    private(set) var lastDrawing: [DrawingOperation] = []

#if GTK4
    /// What the draw function's user data points at: the wrapper, weakly (the drawing area
    /// may outlive it inside GTK for a moment), released by GTK with the draw function.
    private final class Target {
        weak var canvas: GtkCanvasWrapper?
    }
#endif

    init() {
        super.init(widget: gtk_drawing_area_new(), kind: .canvas)
#if GTK4
        let target = Target()
        target.canvas = self
        gtk_drawing_area_set_draw_func(GObjectBridge.cast(widget), { _, cairo, width, height, data in
            guard let cairo, let data else { return }
            MainActor.assumeIsolated {
                let target = Unmanaged<Target>.fromOpaque(data).takeUnretainedValue()
                target.canvas?.draw(cairo, width: Double(width), height: Double(height))
            }
        }, Unmanaged.passRetained(target).toOpaque(), { data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<Target>.fromOpaque(data).release() }
        })
#else
        let widget = self.widget
        connect("draw", shape: .event) { [weak self] cairo in
            guard let self, let cairo else { return false }
            draw(OpaquePointer(cairo), width: Double(gtk_widget_get_allocated_width(widget)),
                 height: Double(gtk_widget_get_allocated_height(widget)))
            return false
        }
#endif
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
#endif // GTK3 || GTK4
