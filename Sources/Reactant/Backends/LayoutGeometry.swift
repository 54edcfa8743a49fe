/// Sizes and rectangles in logical pixels, as GTK allocates them (whole pixels).
public struct LayoutSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = LayoutSize(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

/// A widget's place: `x`, `y` of its top-left corner and its size.
public struct LayoutRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// The frame of a view not laid out yet (UIKit's `CGRect.zero`).
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var size: LayoutSize { LayoutSize(width: width, height: height) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// Which way text runs, and so which side `leading` and `trailing` are.
public enum LayoutDirection: Sendable, Equatable {
    case leftToRight, rightToLeft
}

/// What a container learns about one child before placing it: GTK's minimum and natural size
/// (margins included; 0×0 for a hidden child, as GTK measures those).
@MainActor
public struct ChildMeasurement {
    public let widget: any NativeWidget
    public let minimum: LayoutSize
    public let natural: LayoutSize

    public init(widget: any NativeWidget, minimum: LayoutSize, natural: LayoutSize) {
        self.widget = widget
        self.minimum = minimum
        self.natural = natural
    }
}
