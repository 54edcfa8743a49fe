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

/// Runs a `DrawingOperation` on cairo.
enum CairoPainter {
    static func perform(_ operation: DrawingOperation, on cairo: OpaquePointer) {
        switch operation {
        case .setColor(let red, let green, let blue, let alpha): cairo_set_source_rgba(cairo, red, green, blue, alpha)
        case .setLineWidth(let width): cairo_set_line_width(cairo, width)
        case .moveTo(let x, let y): cairo_move_to(cairo, x, y)
        case .lineTo(let x, let y): cairo_line_to(cairo, x, y)
        case .rectangle(let x, let y, let width, let height): cairo_rectangle(cairo, x, y, width, height)
        case .arc(let x, let y, let radius, let start, let end): cairo_arc(cairo, x, y, radius, start, end)
        case .closePath: cairo_close_path(cairo)
        case .fill: cairo_fill(cairo)
        case .stroke: cairo_stroke(cairo)
        case .text(let text, let x, let y, let size):
            cairo_select_font_face(cairo, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cairo, size)
            cairo_move_to(cairo, x, y)
            cairo_show_text(cairo, text)
        }
    }
}
#endif // GTK3
