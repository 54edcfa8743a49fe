#if GTK3 || GTK4 // both GTK backends: the snapshot API, drawn by SnapshotRenderer (GTK 3) or its GTK 4 twin
import Foundation
import Reactant
import Testing

/// Visual snapshot tests: a window or a view drawn by real GTK, compared with a reference
/// PNG kept in the repository.
///
///     @Test(.snapshots) func theGreeterLooksRight() throws {
///         let window = …; window.show()
///         for appearance in SnapshotAppearance.all {
///             try Snapshot.expect(window, named: "greeter", size: (420, 260), appearance: appearance,
///                                 resources: GreeterApp.resources)
///         }
///     }
///
/// A rendering that differs beyond the tolerance fails the test naming the region that
/// differs, and leaves itself and a picture of the difference in `.build/snapshots/`.
/// `REACTANT_UPDATE_SNAPSHOTS=1` (scripts/update-snapshots.sh) writes the renderings as the new
/// references instead. Snapshots need GTK on a display: on the headless backend, or without a
/// display, the `.snapshots` trait skips the test and says why (a test without the trait is
/// cancelled with the reason when it asks for a snapshot; it never passes unchecked).
@MainActor
public enum Snapshot {
    /// Set to 1 to write renderings as the references.
    public nonisolated static let updateVariable = "REACTANT_UPDATE_SNAPSHOTS"

    /// Why snapshots can't be rendered in this run, or nil when they can.
    public nonisolated static var unavailableReason: String? {
        let environment = ProcessInfo.processInfo.environment
        let backend = (environment["REACTANT_TEST_BACKEND"] ?? "").lowercased()
        guard backend == "gtk" else {
            return "snapshots are drawn by real GTK and this run uses the headless backend "
                + "(REACTANT_TEST_BACKEND=gtk xvfb-run -a swift test)"
        }
        let display = (environment["DISPLAY"] ?? "") + (environment["WAYLAND_DISPLAY"] ?? "")
        guard !display.isEmpty else { return "there is no display for GTK to draw on (run under xvfb-run -a)" }
        if let theme = environment["GTK_THEME"], !theme.isEmpty {
            return "GTK_THEME=\(theme) overrides the theme snapshots are drawn in (unset it)"
        }
        return nil
    }

    /// Whether snapshots can be rendered in this run (real GTK on a display, no `GTK_THEME`);
    /// `unavailableReason` says why not.
    public nonisolated static var isAvailable: Bool { unavailableReason == nil }

    /// Whether this run writes renderings as references (`REACTANT_UPDATE_SNAPSHOTS=1`).
    public nonisolated static var isUpdating: Bool {
        ProcessInfo.processInfo.environment[updateVariable] == "1"
    }

    // MARK: Rendering

    /// Runs `body` with `direction` as every new widget's text direction, as a locale
    /// written that way has it from the start; build (and snapshot) a right-to-left window
    /// inside it. The direction the backend had comes back afterwards.
    public static func withDirection<T>(_ direction: TextDirection, _ body: () throws -> T) rethrows -> T {
        let backend = Backends.current
        let before = backend.defaultTextDirection
        backend.defaultTextDirection = direction
        defer { backend.defaultTextDirection = before }
        return try body()
    }

    /// The window drawn with a content area of `size` points (gtk_window_get_size: the title
    /// bar and the window's frame come on top), or bigger where its content needs more.
    public static func render(_ window: Window, size: (width: Int, height: Int),
                              appearance: SnapshotAppearance = .standard,
                              resources: [AppResources] = []) throws -> SnapshotImage {
        try requireAvailable()
        return try SnapshotRenderer.render(window, size: size, appearance: appearance,
                                           styleSheets: try styleSheets(of: resources))
    }

    /// The view as drawn in its window; a view in no window is shown alone in one of `size`
    /// points for the drawing (and stays in that window's host view afterwards).
    public static func render(_ view: View, size: (width: Int, height: Int),
                              appearance: SnapshotAppearance = .standard,
                              resources: [AppResources] = []) throws -> SnapshotImage {
        try requireAvailable()
        let styleSheets = try styleSheets(of: resources)
        if let window = Window.onScreen.last(where: { $0.isShown && contains($0, view) }) {
            return try SnapshotRenderer.render(window, size: size, appearance: appearance,
                                               styleSheets: styleSheets, view: view)
        }
        guard view.native.nativeParent == nil else {
            throw SnapshotError.notOnScreen("\(type(of: view)) (it is inside a view that is in no window)")
        }
        let controller = ControllerBase<Void, SnapshotHostView>(title: "\(type(of: view))", root: SnapshotHostView(content: view))
        let window = Window(controller: controller)
        window.defaultSize = size
        window.show()
        defer { window.close() }
        return try SnapshotRenderer.render(window, size: size, appearance: appearance, styleSheets: styleSheets)
    }

    // MARK: Checking

    /// Checks the window against the reference `<name><appearance suffix>.png`, recording a
    /// test issue that names the differing region when it differs (see the type's
    /// documentation).
    /// - Throws: `SnapshotError` when it can't render or has no reference yet.
    public static func expect(_ window: Window, named name: String, size: (width: Int, height: Int),
                              appearance: SnapshotAppearance = .standard, resources: [AppResources] = [],
                              tolerance: SnapshotTolerance = .default,
                              filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let image = try render(window, size: size, appearance: appearance, resources: resources)
        try report(image, named: name, appearance: appearance, tolerance: tolerance, filePath: filePath,
                   sourceLocation: sourceLocation)
    }

    /// `expect` for a view (see `render(_:size:appearance:resources:)` for how it is drawn).
    public static func expect(_ view: View, named name: String, size: (width: Int, height: Int),
                              appearance: SnapshotAppearance = .standard, resources: [AppResources] = [],
                              tolerance: SnapshotTolerance = .default,
                              filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let image = try render(view, size: size, appearance: appearance, resources: resources)
        try report(image, named: name, appearance: appearance, tolerance: tolerance, filePath: filePath,
                   sourceLocation: sourceLocation)
    }

    /// Compares `image` with the reference `name` in `folders` (or, updating, records it as
    /// the reference when it doesn't match the one there). Needs no display.
    /// - Throws: `SnapshotError.missingReference` (after writing the rendering to the output
    ///   folder) when there is no reference and it isn't updating; file errors.
    public nonisolated static func verify(_ image: SnapshotImage, named name: String, in folders: SnapshotFolders,
                              tolerance: SnapshotTolerance = .default,
                              updating: Bool = isUpdating) throws -> SnapshotOutcome {
        let referenceURL = folders.reference(name)
        let reference = FileManager.default.fileExists(atPath: referenceURL.path) ? try SnapshotPNG.read(referenceURL) : nil
        let difference = reference.flatMap { SnapshotComparer.compare(image, to: $0, tolerance: tolerance) }
        if reference != nil, difference == nil { return .matched }
        if updating {
            try SnapshotPNG.write(image, to: referenceURL)
            return .recorded(referenceURL)
        }
        let actualURL = folders.actual(name)
        try SnapshotPNG.write(image, to: actualURL)
        guard let difference else {
            throw SnapshotError.missingReference(name: name, path: referenceURL.path, actual: actualURL.path)
        }
        var diffURL: URL?
        if let diffImage = difference.diffImage {
            diffURL = folders.diff(name)
            try SnapshotPNG.write(diffImage, to: diffURL!)
        }
        return .differs(difference, actual: actualURL, diff: diffURL)
    }

    /// Verifies `image` as the reference `<name><appearance suffix>.png` of the package holding
    /// `filePath`, and records a test issue when it differs.
    private static func report(_ image: SnapshotImage, named baseName: String, appearance: SnapshotAppearance,
                               tolerance: SnapshotTolerance, filePath: String,
                               sourceLocation: SourceLocation) throws {
        let name = baseName + appearance.suffix
        let folders = SnapshotFolders.package(containing: filePath)
        switch try verify(image, named: name, in: folders, tolerance: tolerance) {
        case .matched:
            break
        case .recorded(let url):
            print("snapshot \(name): recorded \(url.path)")
        case .differs(let difference, let actual, let diff):
            Issue.record("""
                The snapshot '\(name)' (\(appearance)) differs from \(folders.reference(name).path): \(difference).
                This rendering: \(actual.path)\(diff.map { "\nThe difference in red: \($0.path)" } ?? "")
                If the change is meant, run scripts/update-snapshots.sh.
                """, sourceLocation: sourceLocation)
        }
    }

    // MARK: Internals

    /// Cancels the running test, saying why, when snapshots can't be drawn: a snapshot that
    /// can't be checked must not pass.
    private static func requireAvailable() throws {
        guard let reason = unavailableReason else { return }
        if Test.current != nil { try Test.cancel(Comment(rawValue: "Skipped: " + reason)) }
        throw SnapshotError.unavailable(reason)
    }

    /// The CSS of the toolkit's theme and then of each of `resources`' stylesheets, as an
    /// app applies them at start; their icon folders join the icon search path.
    static func styleSheets(of resources: [AppResources]) throws -> [String] {
        var styleSheets: [String] = []
        for resource in [AppResources.toolkit] + resources {
            let bundle: ResourceBundle
            do {
                bundle = try ResourceBundle.locate(module: resource.module, appID: resource.module)
            } catch {
                throw SnapshotError.unreadable("\(error)")
            }
            for path in resource.styleSheets {
                do {
                    styleSheets.append(try String(contentsOf: try bundle.url(for: path), encoding: .utf8))
                } catch {
                    throw SnapshotError.unreadable("\(resource.module)/\(path): \(error)")
                }
            }
            if let folder = resource.iconFolder, let url = try? bundle.url(for: folder),
               iconFolders.insert(url.path).inserted {
                Backends.current.addIconSearchPath(url.path)
            }
        }
        return styleSheets
    }

    /// Icon folders already on the search path (GTK would list one twice).
    private static var iconFolders: Set<String> = []

    private static func contains(_ window: Window, _ view: View) -> Bool {
        var widget: (any NativeWidget)? = view.native
        while let current = widget {
            if current === window.native { return true }
            widget = current.nativeParent
        }
        return false
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where snapshots can be drawn (real GTK on a display); elsewhere
    /// Swift Testing reports it skipped, with the reason.
    public static var snapshots: Self {
        .enabled(if: Snapshot.isAvailable,
                 Comment(rawValue: Snapshot.unavailableReason ?? "snapshots need real GTK on a display"))
    }
}
#endif // GTK3 || GTK4
