#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkDrawingArea. Its draw function (GTK 4's replacement of the "draw" signal) runs the
/// app's handlers with one context, which draws on the frame's cairo context and records what
/// was drawn.
@MainActor
final class Gtk4CanvasWrapper: Gtk4WidgetWrapper, NativeCanvas {
    private var drawHandlers = SwiftHandlers<@MainActor (DrawingContext, Double, Double) -> Void>()
    private(set) var drawCount = 0
    private(set) var lastDrawing: [DrawingOperation] = []

    /// What the draw function's user data points at: the wrapper, weakly (the drawing area
    /// may outlive it inside GTK for a moment), released by GTK with the draw function.
    private final class Target {
        weak var canvas: Gtk4CanvasWrapper?
    }

    init() {
        super.init(widget: gtk_drawing_area_new(), kind: .canvas)
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
#endif // GTK4
