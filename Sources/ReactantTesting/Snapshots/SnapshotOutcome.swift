#if GTK3 || GTK4 // both GTK backends: pixels only
import Foundation

/// What checking a rendering against its reference found.
public enum SnapshotOutcome: Equatable, Sendable {
    /// Within the tolerance.
    case matched
    /// Written as the new reference (updating), at this path.
    case recorded(URL)
    /// Differs: the rendering and a picture of the difference were written to these paths.
    case differs(SnapshotDifference, actual: URL, diff: URL?)
}
#endif // GTK3 || GTK4
