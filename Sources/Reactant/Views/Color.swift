/// A colour, as UIKit's `UIColor`: red, green, blue and alpha, each from 0 to 1. The named
/// colours have UIKit's values (`.red` is pure red, `.darkGray` a third of white).
///
///     label.textColor = .red
///     view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, from 0 to 1.
    public var red: Double
    /// The green channel, from 0 to 1.
    public var green: Double
    /// The blue channel, from 0 to 1.
    public var blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour of these channels; values outside 0...1 are clamped to it.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A grey: 0 black, 1 white (UIKit's `init(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Black (white 0).
    public static let black = Color(white: 0)
    /// Dark grey (white 1/3).
    public static let darkGray = Color(white: 1.0 / 3)
    /// Grey (white 0.5).
    public static let gray = Color(white: 0.5)
    /// Light grey (white 2/3).
    public static let lightGray = Color(white: 2.0 / 3)
    /// White (white 1).
    public static let white = Color(white: 1)
    /// Fully transparent (black with alpha 0): nothing is drawn.
    public static let clear = Color(white: 0, alpha: 0)
    /// Pure red (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// The colour in whole steps of 1/255 per channel, as GTK stores CSS colours (so a colour
    /// read back from GTK equals the one set).
    public var rounded: Color {
        func step(_ value: Double) -> Double { (value * 255).rounded() / 255 }
        return Color(red: step(red), green: step(green), blue: step(blue), alpha: step(alpha))
    }

    /// `#rrggbb`, with `aa` added when the colour is not opaque.
    public var description: String {
        let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
        return "#" + channels.map { value in
            let byte = Int((value * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// The colour in CSS (`rgba(255,0,0,1)`).
    public var css: String {
        func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(Double(byte(alpha)) / 255))"
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
