#if GTK3 || GTK4 // both GTK backends: pixels only
/// A picture of pixels, as a snapshot test renders and compares them.
///
/// One `UInt32` per pixel, row by row from the top left, in cairo's ARGB32 layout: alpha in
/// the top byte, then red, green and blue, premultiplied by alpha. That is what GTK draws into
/// and what cairo reads and writes PNGs from, so no conversion can blur a comparison.
public struct SnapshotImage: Equatable, Sendable {
    /// In device pixels (a scale-2 snapshot of a 400-point-wide window is 800 wide).
    public let width: Int
    /// In device pixels.
    public let height: Int
    /// The pixels, `width × height` of them, row by row from the top left (premultiplied ARGB32).
    public var pixels: [UInt32]

    /// An image of `pixels`; nil when their count isn't `width × height`.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour, e.g. `0xFFFFFFFF` for opaque white.
    public init(width: Int, height: Int, color: UInt32) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        pixels = Array(repeating: color, count: self.width * self.height)
    }

    /// The pixel in column `x` and row `y`, counted from the top left from 0; both must lie
    /// inside the image.
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Paints the rectangle (clipped to the image) in `color`.
    public mutating func fill(_ region: SnapshotRegion, color: UInt32) {
        for y in max(region.y, 0)..<min(region.y + region.height, height) {
            for x in max(region.x, 0)..<min(region.x + region.width, width) {
                self[x, y] = color
            }
        }
    }

    /// The four channels of a pixel: alpha, red, green, blue.
    static func channels(_ pixel: UInt32) -> (Int, Int, Int, Int) {
        (Int(pixel >> 24), Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    /// The largest difference between one channel of `a` and the same channel of `b`.
    static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        let (aa, ar, ag, ab) = channels(a)
        let (ba, br, bg, bb) = channels(b)
        return max(abs(aa - ba), abs(ar - br), abs(ag - bg), abs(ab - bb))
    }
}

extension SnapshotImage {
    /// The part of the image inside `region` (clipped to the image).
    public func cropped(to region: SnapshotRegion) -> SnapshotImage {
        let left = max(region.x, 0), top = max(region.y, 0)
        let right = min(region.x + region.width, width), bottom = min(region.y + region.height, height)
        guard right > left, bottom > top else { return SnapshotImage(width: 0, height: 0, color: 0) }
        var result = SnapshotImage(width: right - left, height: bottom - top, color: 0)
        for y in top..<bottom {
            for x in left..<right { result[x - left, y - top] = self[x, y] }
        }
        return result
    }
}
#endif // GTK3 || GTK4
