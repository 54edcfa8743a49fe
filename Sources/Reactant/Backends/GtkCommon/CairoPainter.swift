#if GTK3 || GTK4 // both GTK backends: cairo, the same under GTK 3 and GTK 4
import GtkC

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
#endif
