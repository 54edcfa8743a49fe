import Foundation
import Reactant
import Testing

/// Keeps every widget tree and window stack a test reads, so that a run on the headless
/// backend and a run on GTK can be compared test by test (`parity-check`).
///
/// Recording is on when `REACTANT_PARITY_DIR` names a folder: each render appends one JSON
/// line `{"test": …, "kind": …, "text": …, "ordered": …}` to `<folder>/<backend>.jsonl`
/// (`headless`, `gtk` for GTK 3, `gtk4`). The
/// test is Swift Testing's current test; renders made outside a test are not recorded.
@MainActor
public enum ParityRecorder {
    /// The file records go to, or nil when recording is off.
    static let file: FileHandle? = {
        guard let folder = ProcessInfo.processInfo.environment["REACTANT_PARITY_DIR"], !folder.isEmpty else {
            return nil
        }
        let path = folder + "/" + recordName + ".jsonl"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: nil)
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seekToEnd()
            return handle
        } catch {
            // A parity run that can't write its records must not pass as if it had compared.
            fatalError("REACTANT_PARITY_DIR=\(folder): cannot write \(path): \(error)")
        }
    }()

    /// The records' file name: the backend's, with GTK 4's told from GTK 3's (both are "gtk").
    static var recordName: String {
#if GTK4
        if TestBackend.requestedName == "gtk" { return "gtk4" }
#endif
        return TestBackend.requestedName
    }

    /// Records every window on screen, with its widget tree, as the current test would see it
    /// now. Called after each interaction, so a test is compared even where it reads nothing
    /// itself.
    public static func recordScreen() {
        guard file != nil, Test.current != nil else { return }
        let screen = WindowStack.windows.filter(\.isShown).map { window in
            WindowStack.describe(window) + "\n" + WidgetTree.lines(of: window.native).joined(separator: "\n")
        }
        record("screen", screen.joined(separator: "\n"))
    }

    /// Records `text` as read by the current test; returns it unchanged.
    @discardableResult
    public static func record(_ kind: String, _ text: String) -> String {
        guard let file, let test = Test.current, !ParityExemptTrait.isActive else { return text }
        // The cases of a parameterized test may run in any order, so their records are
        // compared as a set rather than a sequence.
        let ordered = !(Test.Case.current?.isParameterized ?? false)
        let line: [String: Any] = ["test": test.id.description, "kind": kind, "text": text, "ordered": ordered]
        if let data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]) {
            file.write(data + Data("\n".utf8))
        }
        return text
    }
}

/// Leaves a test out of the parity comparison, saying why.
///
/// For tests whose inputs differ from run to run by design, such as property tests with random
/// inputs (each run still checks every step against its own model), and for the known gaps
/// the README lists under "Backend parity", each with its reason. Anything else that differs
/// between the backends is a bug to fix, not to exempt.
public struct ParityExemptTrait: TestTrait, SuiteTrait, TestScoping {
    /// Why the test's record may differ between the backends.
    public let reason: Comment
    /// True: on a suite, the trait covers its tests and nested suites.
    public var isRecursive: Bool { true }

    @TaskLocal static var isActive = false

    /// Runs the test with nothing recorded for the parity comparison (Swift Testing calls this).
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Self.$isActive.withValue(true) { try await function() }
    }
}

extension Trait where Self == ParityExemptTrait {
    /// Leaves the test out of the parity comparison (see `ParityExemptTrait`).
    public static func parityExempt(_ reason: Comment) -> Self { Self(reason: reason) }
}
