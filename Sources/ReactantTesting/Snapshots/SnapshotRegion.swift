#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
/// A rectangle of an image, in pixels from its top left corner.
public struct SnapshotRegion: Equatable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

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
#endif // GTK3
