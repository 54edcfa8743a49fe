#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import Foundation

/// Where reference images live and where a failed comparison leaves its pictures.
///
/// References are kept in the repository, `Tests/Snapshots/<name>.png` under the package
/// root (the folder holding `Package.swift` above the test file), or in
/// `$REACTANT_SNAPSHOT_DIR` when set. A rendering that doesn't match goes to
/// `.build/snapshots/<name>.png`, with `<name>.diff.png` beside it.
public struct SnapshotFolders: Equatable, Sendable {
    public var references: URL
    public var output: URL

    public init(references: URL, output: URL) {
        self.references = references
        self.output = output
    }

    /// The folders of the package that holds `filePath` (a test's `#filePath`).
    public static func package(containing filePath: String) -> SnapshotFolders {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/",
              !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        let references = ProcessInfo.processInfo.environment["REACTANT_SNAPSHOT_DIR"].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
        } ?? folder.appendingPathComponent("Tests/Snapshots", isDirectory: true)
        return SnapshotFolders(references: references,
                               output: folder.appendingPathComponent(".build/snapshots", isDirectory: true))
    }

    public func reference(_ name: String) -> URL { references.appendingPathComponent("\(name).png") }
    public func actual(_ name: String) -> URL { output.appendingPathComponent("\(name).png") }
    public func diff(_ name: String) -> URL { output.appendingPathComponent("\(name).diff.png") }
}
#endif // GTK3
