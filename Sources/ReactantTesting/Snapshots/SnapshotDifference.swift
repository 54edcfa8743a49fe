#if GTK3 || GTK4 // both GTK backends: pixels only
/// How a rendering differs from its reference, when it differs more than the tolerance allows.
public struct SnapshotDifference: Equatable, Sendable, CustomStringConvertible {
    /// What differs: the size, or some pixels.
    public enum Kind: Equatable, Sendable {
        /// The images don't have the same size (in device pixels).
        case size(actual: Size, reference: Size)
        /// `count` pixels differ (`fraction` of all), every one inside `region`; the largest
        /// difference in one channel is `largestDelta` (0–255).
        case pixels(count: Int, fraction: Double, region: SnapshotRegion, largestDelta: Int)
    }

    /// An image's size in device pixels.
    public struct Size: Equatable, Sendable, CustomStringConvertible {
        /// The width in device pixels.
        public var width: Int
        /// The height in device pixels.
        public var height: Int
        /// "width×height".
        public var description: String { "\(width)×\(height)" }
    }

    /// What differs.
    public let kind: Kind
    /// The reference faded to grey with every differing pixel in red (nil for a size change).
    public let diffImage: SnapshotImage?

    /// The region where the pixels differ; nil for a size change.
    public var region: SnapshotRegion? {
        if case .pixels(_, _, let region, _) = kind { return region }
        return nil
    }

    /// A sentence for the failing test: the sizes, or how many pixels differ, by how much and where.
    public var description: String {
        switch kind {
        case .size(let actual, let reference):
            return "the rendering is \(actual) pixels, the reference \(reference)"
        case .pixels(let count, let fraction, let region, let delta):
            let percent = (fraction * 10_000).rounded() / 100
            return "\(count) pixels (\(percent) %) differ, by up to \(delta) levels of 255, "
                + "all inside \(region)"
        }
    }
}
#endif // GTK3 || GTK4
