#if GTK3 || GTK4 // both GTK backends: GTK 4's own references beside GTK 3's
import Foundation

/// Where reference images live and where a failed comparison leaves its pictures.
///
/// References are kept in the repository, `Tests/Snapshots/<name>.png` under the package
/// root (the folder holding `Package.swift` above the test file), or in
/// `$REACTANT_SNAPSHOT_DIR` when set. GTK 4 and libadwaita draw every widget differently
/// from GTK 3's Adwaita, so a GTK 4 build keeps its own references in the `gtk4` folder
/// beside them (`Tests/Snapshots/gtk4/<name>.png`). A rendering that doesn't match goes to
/// `.build/snapshots/<name>.png` (`.build/snapshots/gtk4/` on GTK 4), with `<name>.diff.png`
/// beside it.
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

    /// The subfolder of this build's GTK under the reference and output folders: "" on
    /// GTK 3, "gtk4" on GTK 4.
    public static var toolkitFolder: String {
        #if GTK4
        return "gtk4"
        #else
        return ""
        #endif
    }

    /// The folders of the package that holds `filePath` (a test's `#filePath`), in the
    /// subfolder of this build's GTK (`toolkitFolder`).
    public static func package(containing filePath: String) -> SnapshotFolders {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/",
              !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        let references = ProcessInfo.processInfo.environment["REACTANT_SNAPSHOT_DIR"].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
        } ?? folder.appendingPathComponent("Tests/Snapshots", isDirectory: true)
        let output = folder.appendingPathComponent(".build/snapshots", isDirectory: true)
        guard !toolkitFolder.isEmpty else { return SnapshotFolders(references: references, output: output) }
        return SnapshotFolders(references: references.appendingPathComponent(toolkitFolder, isDirectory: true),
                               output: output.appendingPathComponent(toolkitFolder, isDirectory: true))
    }

    /// The reference image of the snapshot `name`: `<references>/<name>.png`.
    public func reference(_ name: String) -> URL { references.appendingPathComponent("\(name).png") }
    /// Where a mismatching rendering of `name` is written: `<output>/<name>.png`.
    public func actual(_ name: String) -> URL { output.appendingPathComponent("\(name).png") }
    /// Where the difference picture of `name` is written: `<output>/<name>.diff.png`.
    public func diff(_ name: String) -> URL { output.appendingPathComponent("\(name).diff.png") }
}
#endif // GTK3 || GTK4
