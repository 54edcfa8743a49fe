/// Sizes and rectangles in logical pixels, as GTK allocates them (whole pixels).
public struct LayoutSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Makes a size from its width and height.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No size: what a hidden widget measures.
    public static let zero = LayoutSize(width: 0, height: 0)
    /// "width×height", as tests and diagnostics print it.
    public var description: String { "\(width)×\(height)" }
}

/// A widget's place: `x`, `y` of its top-left corner and its size.
public struct LayoutRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels from the left of what it is relative to (for
    /// `NativeWidget.frame(in:)`, the ancestor's allocation; for `frameInWindow`, the window).
    public var x: Int
    /// The top edge, in pixels from the top of what it is relative to.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// The frame of a view not laid out yet (UIKit's `CGRect.zero`).
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// Makes a rectangle from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The width and height without the position.
    public var size: LayoutSize { LayoutSize(width: width, height: height) }
    /// The right edge: `x + width`.
    public var maxX: Int { x + width }
    /// The bottom edge: `y + height`.
    public var maxY: Int { y + height }
    /// "(x, y, width×height)", as tests and diagnostics print it.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// Which way text runs, and so which side `leading` and `trailing` are.
public enum LayoutDirection: Sendable, Equatable {
    /// Leading is the left side.
    case leftToRight
    /// Leading is the right side (Arabic, Hebrew, Persian).
    case rightToLeft
}

/// What a container learns about one child before placing it: GTK's minimum and natural size
/// (margins included; 0×0 for a hidden child, as GTK measures those).
@MainActor
public struct ChildMeasurement {
    /// The child measured.
    public let widget: any NativeWidget
    /// The smallest size the child can take.
    public let minimum: LayoutSize
    /// The size the child would like.
    public let natural: LayoutSize

    /// Makes a measurement of `widget`.
    public init(widget: any NativeWidget, minimum: LayoutSize, natural: LayoutSize) {
        self.widget = widget
        self.minimum = minimum
        self.natural = natural
    }
}
