/// A colour, as UIKit's `UIColor`: red, green, blue and alpha, each from 0 to 1. The named
/// colours have UIKit's values (`.red` is pure red, `.darkGray` a third of white).
///
///     label.textColor = .red
///     view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    public static let black = Color(white: 0)
    public static let darkGray = Color(white: 1.0 / 3)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
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
