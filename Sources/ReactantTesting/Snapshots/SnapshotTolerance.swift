#if GTK3 || GTK4 // both GTK backends: pixels only
/// How far a rendering may stray from its reference and still match it.
///
/// A pixel differs when one of its channels is more than `channelThreshold` (0–255) away
/// from the reference's; the images match while no more than `maxDifferingFraction` of the
/// pixels differ. The default lets through the last bit of anti-aliasing that a different
/// cairo or pixman build may round otherwise, and nothing a person would see: a changed word
/// of text or a moved button differs in hundreds of pixels, far over 8 levels.
public struct SnapshotTolerance: Equatable, Sendable {
    /// How far (0–255) a channel may be from the reference's before its pixel counts as
    /// differing; 8 by default.
    public var channelThreshold: Int
    /// The share of pixels (0–1) that may differ; 0.0002 (0.02 %) by default.
    public var maxDifferingFraction: Double

    /// A tolerance; negative values count as 0.
    public init(channelThreshold: Int = 8, maxDifferingFraction: Double = 0.0002) {
        self.channelThreshold = max(0, channelThreshold)
        self.maxDifferingFraction = max(0, maxDifferingFraction)
    }

    /// 8 levels per channel, 0.02 % of the pixels: what `Snapshot.expect` uses unless told.
    public static let `default` = SnapshotTolerance()
    /// Every pixel exactly as in the reference.
    public static let exact = SnapshotTolerance(channelThreshold: 0, maxDifferingFraction: 0)
}
#endif // GTK3 || GTK4
