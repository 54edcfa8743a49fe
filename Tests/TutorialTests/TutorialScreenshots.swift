#if GTK3 || GTK4 // both GTK backends: Snapshot draws with GTK 3 or GTK 4
import Foundation
import Reactant
import ReactantTesting
import Testing

/// Draws the tutorial's screenshots with real GTK (`scripts/docs.sh --screenshots` runs it
/// under Xvfb) into the documentation catalog. Not a check: it only runs when
/// REACTANT_TUTORIAL_SCREENSHOTS names the folder to write to.
@Suite(.uiSerialized, .snapshots, .parityExempt("draws the documentation's pictures"),
       .enabled(if: ProcessInfo.processInfo.environment["REACTANT_TUTORIAL_SCREENSHOTS"] != nil))
@MainActor
struct TutorialScreenshots {
    init() throws { try TestBackend.start() }

    private let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["REACTANT_TUTORIAL_SCREENSHOTS"] ?? ".")
    private let size = (width: 480, height: 360)

    private func save(_ window: Window, as name: String) throws {
        try SnapshotPNG.write(try Snapshot.render(window, size: size), to: folder.appendingPathComponent("\(name).png"))
    }

    @Test func drawTheTutorialsWindows() throws {
        let module = ApplicationModule()
        let window = ShelfApp.launcher.openWindow { MainWireframe(module: module).entrypoint() }
        defer { window.close() }
        let navigation = try #require(window.controller as? NavigationController)
        let list = try #require(navigation.rootController as? BookListController)
        try save(window, as: "shelf-list")

        try Interact.tapRow(1, in: list.rootView)
        Interact.settle()
        try save(window, as: "shelf-detail")
        try Interact.pressBack(in: window)
        Interact.settle()

        try Interact.press(accelerator: "<Primary>n", in: window)
        let dialog = try #require(Window.onScreen.last { $0 !== window && $0.isShown })
        let add = try #require(dialog.controller as? AddBookController)
        try Interact.type("Roadside Picnic", into: add.rootView.titleField.textField)
        // Visiting the author field and leaving it empty shows its error, as a person sees it.
        try Interact.tap(add.rootView.authorField.textField)
        Interact.press(.tab, in: dialog)
        try SnapshotPNG.write(try Snapshot.render(dialog, size: (400, 220)),
                              to: folder.appendingPathComponent("shelf-add-book.png"))
        try Interact.type("Arkady and Boris Strugatsky", into: add.rootView.authorField.textField)
        try Interact.tapHeaderButton("Save", in: dialog)
        Interact.settle()
        try save(window, as: "shelf-list-added")
    }
}
#endif // GTK3 || GTK4
