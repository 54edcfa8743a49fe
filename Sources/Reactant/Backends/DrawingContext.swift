/// One drawing step of a canvas's draw handler.
public enum DrawingOperation: Equatable, Sendable {
    /// Paints what follows in this colour, each component 0…1 (cairo_set_source_rgba).
    case setColor(red: Double, green: Double, blue: Double, alpha: Double)
    /// Strokes lines this many pixels wide (cairo_set_line_width; cairo's default is 2).
    case setLineWidth(Double)
    /// Starts a new piece of the path at (x, y) (cairo_move_to).
    case moveTo(x: Double, y: Double)
    /// Adds a straight line from the current point to (x, y) (cairo_line_to).
    case lineTo(x: Double, y: Double)
    /// Adds a closed rectangle with its top-left corner at (x, y) (cairo_rectangle).
    case rectangle(x: Double, y: Double, width: Double, height: Double)
    /// An arc around (x, y), angles in radians clockwise from the positive x axis.
    case arc(x: Double, y: Double, radius: Double, from: Double, to: Double)
    /// Joins the current point back to the start of the piece (cairo_close_path).
    case closePath
    /// Fills the path with the colour and clears the path (cairo_fill).
    case fill
    /// Draws the path's outline with the colour and line width and clears the path (cairo_stroke).
    case stroke
    /// Text with its baseline's start at (x, y), in the default sans-serif face.
    case text(String, x: Double, y: Double, size: Double)
}

/// What a canvas's draw handler draws with: a small path-and-paint vocabulary that the GTK
/// backend runs on cairo and that both backends record, so a test can read what was drawn
/// (`operations`) on either. For anything else, `cairo` is the `cairo_t *` of the frame on
/// GTK (nil headless); see `ReactantGtk` for calling cairo directly.
@MainActor
public final class DrawingContext {
    /// The canvas's width in pixels for this draw.
    public let width: Double
    /// The canvas's height in pixels for this draw.
    public let height: Double
    /// The frame's `cairo_t *` on GTK; nil on the headless backend.
    public let cairo: OpaquePointer?
    /// The operations performed so far in this draw, in order (recorded on both backends).
    public private(set) var operations: [DrawingOperation] = []
    private let render: ((DrawingOperation) -> Void)?

    init(width: Double, height: Double, cairo: OpaquePointer?, render: ((DrawingOperation) -> Void)?) {
        self.width = width
        self.height = height
        self.cairo = cairo
        self.render = render
    }

    /// Records `operation` and, on GTK, runs it on cairo; the named methods below call this.
    public func perform(_ operation: DrawingOperation) {
        operations.append(operation)
        render?(operation)
    }

    /// Paints what follows in this colour (components 0…1, opaque unless `alpha` is given).
    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        perform(.setColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Strokes lines `width` pixels wide.
    public func setLineWidth(_ width: Double) { perform(.setLineWidth(width)) }
    /// Starts a new piece of the path at (x, y).
    public func move(toX x: Double, y: Double) { perform(.moveTo(x: x, y: y)) }
    /// Adds a straight line from the current point to (x, y).
    public func line(toX x: Double, y: Double) { perform(.lineTo(x: x, y: y)) }

    /// Adds a rectangle with its top-left corner at (x, y) to the path.
    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        perform(.rectangle(x: x, y: y, width: width, height: height))
    }

    /// Adds an arc around (x, y) from angle `start` to `end`, in radians clockwise from the
    /// positive x axis.
    public func arc(x: Double, y: Double, radius: Double, from start: Double, to end: Double) {
        perform(.arc(x: x, y: y, radius: radius, from: start, to: end))
    }

    /// Joins the current point back to the start of the piece.
    public func closePath() { perform(.closePath) }
    /// Fills the path and clears it.
    public func fill() { perform(.fill) }
    /// Draws the path's outline and clears it.
    public func stroke() { perform(.stroke) }

    /// Draws `text` in the sans-serif face, `size` pixels high, its baseline starting at (x, y)
    /// (cairo_show_text).
    public func text(_ text: String, x: Double, y: Double, size: Double = 12) {
        perform(.text(text, x: x, y: y, size: size))
    }

    /// How many times `operation` matches, for tests (`count { if case .fill = $0 … }`).
    public func count(where matches: (DrawingOperation) -> Bool) -> Int {
        operations.filter(matches).count
    }
}
