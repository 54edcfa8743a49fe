#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import Foundation

/// Where reference images live and where a failed comparison leaves its pictures.
///
/// References are kept in the repository, `Tests/Snapshots/<name>.png` under the package
/// root (the folder holding `Package.swift` above the test file), or in
/// `$REACTANT_SNAPSHOT_DIR` when set. A rendering that doesn't match goes to
/// `.build/snapshots/<name>.png`, with `<name>.diff.png` beside it.
public struct SnapshotFolders: Equatable, Sendable {
    /// The folder of the reference images (`Tests/Snapshots`, or `$REACTANT_SNAPSHOT_DIR`).
    public var references: URL
    /// The folder where mismatching renderings and their diffs go (`.build/snapshots`).
    public var output: URL

    /// Folders of your choosing (tests of the snapshot machinery; `package(containing:)` is
    /// the usual way).
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

    /// The reference image of the snapshot `name`: `<references>/<name>.png`.
    public func reference(_ name: String) -> URL { references.appendingPathComponent("\(name).png") }
    /// Where a mismatching rendering of `name` is written: `<output>/<name>.png`.
    public func actual(_ name: String) -> URL { output.appendingPathComponent("\(name).png") }
    /// Where the difference picture of `name` is written: `<output>/<name>.diff.png`.
    public func diff(_ name: String) -> URL { output.appendingPathComponent("\(name).diff.png") }
}
#endif // GTK3
