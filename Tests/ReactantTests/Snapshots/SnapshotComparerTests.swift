#if GTK3 || GTK4 // both GTK backends: Snapshot draws with GTK 3 or GTK 4
import Foundation
import Reactant
import ReactantTesting
import Testing

/// The comparer and the reference files, on both backends (no drawing: images made here).
@Suite struct SnapshotComparerTests {
    /// A white picture with a dark grey bar, as a small window might look.
    private func picture() -> SnapshotImage {
        var image = SnapshotImage(width: 100, height: 60, color: 0xFFFF_FFFF)
        image.fill(SnapshotRegion(x: 10, y: 10, width: 80, height: 8), color: 0xFF30_3030)
        return image
    }

    private func temporaryFolders() throws -> SnapshotFolders {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-snapshots-\(UUID().uuidString)")
        return SnapshotFolders(references: root.appendingPathComponent("references"),
                               output: root.appendingPathComponent("output"))
    }

    @Test func anIdenticalRenderingMatches() {
        #expect(SnapshotComparer.compare(picture(), to: picture()) == nil)
        #expect(SnapshotComparer.compare(picture(), to: picture(), tolerance: .exact) == nil)
    }

    @Test func aChangedRegionFailsNamingExactlyThatRegion() throws {
        var changed = picture()
        changed.fill(SnapshotRegion(x: 40, y: 30, width: 10, height: 5), color: 0xFFFF_0000)
        let difference = try #require(SnapshotComparer.compare(changed, to: picture()))
        #expect(difference.region == SnapshotRegion(x: 40, y: 30, width: 10, height: 5))
        #expect(difference.kind == .pixels(count: 50, fraction: 50.0 / 6000, region: difference.region!, largestDelta: 255))
        #expect(difference.description == "50 pixels (0.83 %) differ, by up to 255 levels of 255, all inside x 40…49, y 30…34 (10×5 px)")
        // The picture of the difference: red where it differs, the reference in grey elsewhere.
        let diff = try #require(difference.diffImage)
        #expect(diff[40, 30] == 0xFFFF_0000 && diff[49, 34] == 0xFFFF_0000)
        #expect(diff[39, 30] != 0xFFFF_0000 && diff[50, 34] != 0xFFFF_0000)
        #expect(diff[0, 0] == 0xFFFF_FFFF)
    }

    @Test func twoChangesAreBothInsideTheRegion() throws {
        var changed = picture()
        changed[5, 50] = 0xFF00_0000
        changed[89, 12] = 0xFFFF_FFFF    // in the bar
        let difference = try #require(SnapshotComparer.compare(changed, to: picture(), tolerance: .exact))
        #expect(difference.region == SnapshotRegion(x: 5, y: 12, width: 85, height: 39))
    }

    @Test func changesWithinTheToleranceMatch() {
        // Every pixel a little off: under the channel threshold.
        var shifted = picture()
        shifted.pixels = shifted.pixels.map { $0 == 0xFF30_3030 ? 0xFF36_3036 : 0xFFF9_FFFA }
        #expect(SnapshotComparer.compare(shifted, to: picture()) == nil)
        #expect(SnapshotComparer.compare(shifted, to: picture(), tolerance: .exact) != nil)
        // One pixel wholly changed: under the fraction of differing pixels (1 of 6000 ≤ 0.02 %)…
        var onePixel = picture()
        onePixel[0, 0] = 0xFF00_0000
        #expect(SnapshotComparer.compare(onePixel, to: picture()) == nil)
        // …two are over it.
        onePixel[1, 0] = 0xFF00_0000
        #expect(SnapshotComparer.compare(onePixel, to: picture())?.region == SnapshotRegion(x: 0, y: 0, width: 2, height: 1))
    }

    @Test func aDifferentSizeFailsSayingBothSizes() throws {
        let small = SnapshotImage(width: 50, height: 60, color: 0xFFFF_FFFF)
        let difference = try #require(SnapshotComparer.compare(small, to: picture()))
        #expect(difference.description == "the rendering is 50×60 pixels, the reference 100×60")
        #expect(difference.region == nil)
    }

    @Test func pngFilesKeepEveryPixel() throws {
        let folders = try temporaryFolders()
        defer { try? FileManager.default.removeItem(at: folders.references.deletingLastPathComponent()) }
        var image = picture()
        image[3, 3] = 0x8040_2010    // half transparent, premultiplied
        image[4, 3] = 0x0000_0000    // transparent
        try SnapshotPNG.write(image, to: folders.reference("round-trip"))
        let read = try SnapshotPNG.read(folders.reference("round-trip"))
        #expect(read == image)
    }

    @Test func unreadableFilesAreNamed() throws {
        let folders = try temporaryFolders()
        defer { try? FileManager.default.removeItem(at: folders.references.deletingLastPathComponent()) }
        #expect(throws: SnapshotPNG.Failure.self) { try SnapshotPNG.read(folders.reference("missing")) }
        try FileManager.default.createDirectory(at: folders.references, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: folders.reference("broken"))
        let error = try #require(throws: SnapshotPNG.Failure.self) { try SnapshotPNG.read(folders.reference("broken")) }
        #expect(error.description.contains("broken.png is not a readable PNG"))
    }

    @Test func verifyingWritesTheRenderingAndTheDifferenceNextToTheOthers() throws {
        let folders = try temporaryFolders()
        defer { try? FileManager.default.removeItem(at: folders.references.deletingLastPathComponent()) }
        // No reference yet: an error that says how to record one; the rendering is kept.
        let missing = try #require(throws: SnapshotError.self) {
            try Snapshot.verify(picture(), named: "window", in: folders, updating: false)
        }
        #expect(missing.description.contains("has no reference image at \(folders.reference("window").path)"))
        #expect(missing.description.contains("scripts/update-snapshots.sh"))
        #expect(try SnapshotPNG.read(folders.actual("window")) == picture())

        // Updating records it; then the same rendering matches.
        #expect(try Snapshot.verify(picture(), named: "window", in: folders, updating: true) == .recorded(folders.reference("window")))
        #expect(try Snapshot.verify(picture(), named: "window", in: folders, updating: false) == .matched)

        // A change: the rendering and the red difference are written, the reference stays.
        var changed = picture()
        changed.fill(SnapshotRegion(x: 0, y: 40, width: 20, height: 20), color: 0xFF00_00FF)
        guard case .differs(let difference, let actual, let diff) = try Snapshot.verify(changed, named: "window", in: folders, updating: false)
        else { Issue.record("a changed rendering matched"); return }
        #expect(difference.region == SnapshotRegion(x: 0, y: 40, width: 20, height: 20))
        #expect(try SnapshotPNG.read(actual) == changed)
        #expect(try SnapshotPNG.read(try #require(diff))[10, 50] == 0xFFFF_0000)
        #expect(try SnapshotPNG.read(folders.reference("window")) == picture())
        // Updating replaces the reference.
        #expect(try Snapshot.verify(changed, named: "window", in: folders, updating: true) == .recorded(folders.reference("window")))
        #expect(try SnapshotPNG.read(folders.reference("window")) == changed)
    }

    @Test func referencesLiveInTheRepository() {
        let folders = SnapshotFolders.package(containing: #filePath)
        // GTK 4 draws differently: its references are its own, beside GTK 3's.
        #if GTK4
        #expect(folders.references.path.hasSuffix("/Tests/Snapshots/gtk4"))
        #expect(folders.output.path.hasSuffix("/.build/snapshots/gtk4"))
        let package = folders.references.deletingLastPathComponent()
        #else
        #expect(folders.references.path.hasSuffix("/Tests/Snapshots"))
        #expect(folders.output.path.hasSuffix("/.build/snapshots"))
        let package = folders.references
        #endif
        #expect(FileManager.default.fileExists(atPath: package.deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Package.swift").path))
    }

    @Test func theAppearanceNamesItsReference() {
        #expect(SnapshotAppearance.all.map(\.suffix) == ["", "-dark", "-rtl", "@2x"])
        #expect(SnapshotAppearance(theme: .dark, direction: .rightToLeft, scale: 2).suffix == "-dark-rtl@2x")
    }

    /// Headless, or with no display, snapshots are skipped with the reason (never passed).
    @Test func snapshotsSayWhyTheyCantBeDrawn() {
        let environment = ProcessInfo.processInfo.environment
        if (environment["REACTANT_TEST_BACKEND"] ?? "").lowercased() != "gtk" {
            #expect(!Snapshot.isAvailable)
            #expect(Snapshot.unavailableReason?.contains("this run uses the headless backend") == true)
        } else if (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            #expect(Snapshot.unavailableReason?.contains("there is no display") == true)
        } else if (environment["GTK_THEME"] ?? "").isEmpty {
            #expect(Snapshot.isAvailable)
        }
    }
}
#endif // GTK3 || GTK4
