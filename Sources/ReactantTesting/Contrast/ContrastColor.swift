#if GTK3 || GTK4 // both GTK backends: colour arithmetic only
/// A colour as WCAG 2 measures it: sRGB channels from 0 to 1, its relative luminance, and
/// the contrast ratio between two colours.
public struct ContrastColor: Equatable, Sendable, CustomStringConvertible {
    /// The red channel, from 0 to 1.
    public var red: Double
    /// The green channel, from 0 to 1.
    public var green: Double
    /// The blue channel, from 0 to 1.
    public var blue: Double

    /// A colour of these sRGB channels, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A pixel of a snapshot (premultiplied ARGB), as it looks over white where it isn't opaque.
    public init(pixel: UInt32) {
        let (alpha, red, green, blue) = SnapshotImage.channels(pixel)
        let over = { (channel: Int) in Double(channel + 255 - alpha) / 255 }
        self.init(red: over(red), green: over(green), blue: over(blue))
    }

    /// `self` drawn with `alpha` (0–1) over `background`.
    public func blended(over background: ContrastColor, alpha: Double) -> ContrastColor {
        let mix = { (top: Double, bottom: Double) in top * alpha + bottom * (1 - alpha) }
        return ContrastColor(red: mix(red, background.red), green: mix(green, background.green),
                             blue: mix(blue, background.blue))
    }

    /// WCAG 2's relative luminance: 0 for black, 1 for white.
    public var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio, from 1 (none) to 21 (black on white); AA asks 4.5 for text.
    public static func ratio(_ a: ContrastColor, _ b: ContrastColor) -> Double {
        let (light, dark) = (max(a.luminance, b.luminance), min(a.luminance, b.luminance))
        return (light + 0.05) / (dark + 0.05)
    }

    /// "#2e3436".
    public var description: String {
        let hex = { (channel: Double) in
            let value = Int((min(max(channel, 0), 1) * 255).rounded())
            return String(value, radix: 16).count == 1 ? "0" + String(value, radix: 16) : String(value, radix: 16)
        }
        return "#" + hex(red) + hex(green) + hex(blue)
    }
}

import Foundation
#endif // GTK3 || GTK4
