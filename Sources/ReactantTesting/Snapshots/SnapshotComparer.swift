#if GTK3 || GTK4 // both GTK backends: pixels only
/// Compares a rendering with its reference image under a tolerance.
///
///     if let difference = SnapshotComparer.compare(actual, to: reference) {
///         print(difference)   // "312 pixels (0.29 %) differ, by up to 255 levels of 255, all inside x 12…80, y 40…52 (69×13 px)"
///     }
public enum SnapshotComparer {
    /// The difference between `actual` and `reference`, or nil when they match within
    /// `tolerance`.
    public static func compare(_ actual: SnapshotImage, to reference: SnapshotImage,
                               tolerance: SnapshotTolerance = .default) -> SnapshotDifference? {
        guard actual.width == reference.width, actual.height == reference.height else {
            return SnapshotDifference(
                kind: .size(actual: .init(width: actual.width, height: actual.height),
                            reference: .init(width: reference.width, height: reference.height)),
                diffImage: nil)
        }
        var count = 0
        var largest = 0
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        var diff = SnapshotImage(width: reference.width, height: reference.height, color: 0)
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let index = y * reference.width + x
                let delta = SnapshotImage.channelDelta(actual.pixels[index], reference.pixels[index])
                if delta > tolerance.channelThreshold {
                    count += 1
                    largest = max(largest, delta)
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                    diff.pixels[index] = 0xFFFF_0000
                } else {
                    diff.pixels[index] = faded(reference.pixels[index])
                }
            }
        }
        let total = max(reference.pixels.count, 1)
        let fraction = Double(count) / Double(total)
        guard count > 0, fraction > tolerance.maxDifferingFraction else { return nil }
        let region = SnapshotRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return SnapshotDifference(kind: .pixels(count: count, fraction: fraction, region: region, largestDelta: largest),
                                  diffImage: diff)
    }

    /// A pixel as a light, opaque grey of its brightness, so that red differences stand out
    /// on the picture they belong to.
    private static func faded(_ pixel: UInt32) -> UInt32 {
        let (alpha, red, green, blue) = SnapshotImage.channels(pixel)
        // Premultiplied channels over white: what the pixel looks like on a white page.
        let over = { (channel: Int) in channel + (255 - alpha) }
        let grey = (over(red) * 299 + over(green) * 587 + over(blue) * 114) / 1000
        let light = UInt32(255 - (255 - grey) / 3)
        return 0xFF00_0000 | light << 16 | light << 8 | light
    }
}
#endif // GTK3 || GTK4
