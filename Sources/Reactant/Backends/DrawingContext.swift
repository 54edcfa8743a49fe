/// One drawing step of a canvas's draw handler.
public enum DrawingOperation: Equatable, Sendable {
    case setColor(red: Double, green: Double, blue: Double, alpha: Double)
    case setLineWidth(Double)
    case moveTo(x: Double, y: Double)
    case lineTo(x: Double, y: Double)
    case rectangle(x: Double, y: Double, width: Double, height: Double)
    /// An arc around (x, y), angles in radians clockwise from the positive x axis.
    case arc(x: Double, y: Double, radius: Double, from: Double, to: Double)
    case closePath
    case fill
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
    public let width: Double
    public let height: Double
    /// The frame's `cairo_t *` on GTK; nil on the headless backend.
    public let cairo: OpaquePointer?
    public private(set) var operations: [DrawingOperation] = []
    private let render: ((DrawingOperation) -> Void)?

    init(width: Double, height: Double, cairo: OpaquePointer?, render: ((DrawingOperation) -> Void)?) {
        self.width = width
        self.height = height
        self.cairo = cairo
        self.render = render
    }

    public func perform(_ operation: DrawingOperation) {
        operations.append(operation)
        render?(operation)
    }

    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        perform(.setColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public func setLineWidth(_ width: Double) { perform(.setLineWidth(width)) }
    public func move(toX x: Double, y: Double) { perform(.moveTo(x: x, y: y)) }
    public func line(toX x: Double, y: Double) { perform(.lineTo(x: x, y: y)) }

    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        perform(.rectangle(x: x, y: y, width: width, height: height))
    }

    public func arc(x: Double, y: Double, radius: Double, from start: Double, to end: Double) {
        perform(.arc(x: x, y: y, radius: radius, from: start, to: end))
    }

    public func closePath() { perform(.closePath) }
    public func fill() { perform(.fill) }
    public func stroke() { perform(.stroke) }

    public func text(_ text: String, x: Double, y: Double, size: Double = 12) {
        perform(.text(text, x: x, y: y, size: size))
    }

    /// How many times `operation` matches, for tests (`count { if case .fill = $0 … }`).
    public func count(where matches: (DrawingOperation) -> Bool) -> Int {
        operations.filter(matches).count
    }
}
