#if GTK3 || GTK4 // both GTK backends: pixels only
/// A rectangle of an image, in pixels from its top left corner.
public struct SnapshotRegion: Equatable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels from the image's left.
    public var x: Int
    /// The top edge, in pixels from the image's top.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// The rectangle with its top left corner at (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "x 40…59, y 10…14 (20×5 px)": the first and last pixel in each direction.
    public var description: String {
        "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1) (\(width)×\(height) px)"
    }
}
#endif // GTK3 || GTK4
