#if GTK3 || GTK4 // both GTK backends: the same appearances on GTK 3 and GTK 4
import Reactant

/// The look a snapshot is rendered in: the theme variant, the text direction and the scale.
/// Each appearance has its own reference image (`suffix` tells them apart).
///
///     Snapshot.expect(window, named: "greeter", appearance: .init(theme: .dark))  // greeter-dark.png
public struct SnapshotAppearance: Equatable, Sendable, CustomStringConvertible {
    /// The theme variant.
    public enum Theme: String, Sendable {
        /// Adwaita.
        case light
        /// Adwaita's dark variant (what `GTK_THEME=Adwaita:dark` shows).
        case dark
    }

    /// Light (the default) or dark.
    public var theme: Theme
    /// Right-to-left mirrors every layout as a Hebrew or Arabic locale does.
    public var direction: TextDirection
    /// Device pixels per point: 2 is a HiDPI screen (`GDK_SCALE=2`).
    public var scale: Int

    /// An appearance; a scale below 1 counts as 1.
    public init(theme: Theme = .light, direction: TextDirection = .leftToRight, scale: Int = 1) {
        self.theme = theme
        self.direction = direction
        self.scale = max(1, scale)
    }

    /// Light, left to right, scale 1: the reference without a suffix.
    public static let standard = SnapshotAppearance()
    /// The dark theme (`-dark`).
    public static let dark = SnapshotAppearance(theme: .dark)
    /// Right to left (`-rtl`).
    public static let rightToLeft = SnapshotAppearance(direction: .rightToLeft)
    /// Scale 2, a HiDPI screen (`@2x`).
    public static let doubleScale = SnapshotAppearance(scale: 2)
    /// The four the demos' main screens are kept in.
    public static let all: [SnapshotAppearance] = [.standard, .dark, .rightToLeft, .doubleScale]

    /// "", "-dark", "-rtl", "@2x" or a combination, for the reference file's name.
    public var suffix: String {
        (theme == .dark ? "-dark" : "") + (direction == .rightToLeft ? "-rtl" : "") + (scale != 1 ? "@\(scale)x" : "")
    }

    /// "dark, right-to-left, scale 2", for messages.
    public var description: String {
        [theme.rawValue, direction == .rightToLeft ? "right-to-left" : "left-to-right", "scale \(scale)"]
            .joined(separator: ", ")
    }
}
#endif // GTK3 || GTK4
