#if GTK3 || GTK4 // both GTK backends: the same errors on GTK 3 and GTK 4
import Reactant

/// Why a snapshot could not be taken or checked (apart from a difference to its reference,
/// which is a `SnapshotDifference`).
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// Snapshots need real GTK on a display; the reason says what is missing.
    case unavailable(String)
    /// The view is not in a window on screen, and can't be put into one.
    case notOnScreen(String)
    /// A stylesheet the snapshot applies (the toolkit's or one of the app's resources) does not
    /// parse; the message is GTK's.
    case styleSheet(String)
    /// A scale-2 snapshot could not change the display's scale; the reason says why.
    case scaleUnavailable(String)
    /// The window was built in another text direction than the appearance's.
    case direction(window: String, built: TextDirection, wanted: TextDirection)
    /// No reference image yet; the rendering was written where the reference belongs when
    /// updating, else next to the others under `.build/snapshots/`.
    case missingReference(name: String, path: String, actual: String)
    /// A resource bundle or a stylesheet of the snapshot's resources could not be found or
    /// read; the message says which.
    case unreadable(String)

    /// A sentence for the failing test, with what to do about it.
    public var description: String {
        switch self {
        case .unavailable(let reason):
            return "Snapshots can't be rendered here: \(reason)"
        case .notOnScreen(let what):
            return "\(what) is not in a window on screen"
        case .styleSheet(let message):
            return "A snapshot stylesheet does not parse: \(message)"
        case .scaleUnavailable(let reason):
            return "A scale-2 snapshot needs the display's scale changed: \(reason)"
        case .direction(let window, let built, let wanted):
            return "The window \"\(window)\" was built \(built == .rightToLeft ? "right to left" : "left to right"), "
                + "the snapshot is \(wanted == .rightToLeft ? "right to left" : "left to right"): build the window "
                + "inside Snapshot.withDirection(.\(wanted == .rightToLeft ? "rightToLeft" : "leftToRight")) { … }, "
                + "as a locale's direction is there before its windows."
        case .missingReference(let name, let path, let actual):
            return "The snapshot '\(name)' has no reference image at \(path) (this rendering is in \(actual)); "
                + "run scripts/update-snapshots.sh to record it."
        case .unreadable(let message):
            return message
        }
    }
}
#endif // GTK3 || GTK4
