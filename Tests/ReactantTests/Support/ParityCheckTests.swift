import Foundation
import Testing

/// The parity check compares what the same tests read on the headless backend with what they
/// read on GTK 3 and on GTK 4. It must fail loudly when it would otherwise compare nothing,
/// and name the backend, the test and the line that differ.
@Suite struct ParityCheckTests {
    /// Runs the real `parity-check` binary on a folder holding `files`; returns its status and output.
    private func check(_ files: [String: [String]]) throws -> (status: Int32, output: String) {
        let binary = try #require(ProgramRun.executable("parity-check"), "parity-check is built next to the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, lines) in files {
            try lines.map { $0 + "\n" }.joined().write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let run = try ProgramRun(binary, arguments: [folder.path])
        return (run.status, run.output)
    }

    private func record(_ test: String, _ text: String, ordered: Bool = true) -> String {
        let object: [String: Any] = ["test": test, "kind": "tree", "text": text, "ordered": ordered]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func sameRecordsOnBothBackendsPass() throws {
        let records = [record("A", "box\n  label \"x\""), record("B", "button \"Go\"")]
        let result = try check(["headless.jsonl": records, "gtk.jsonl": records])
        #expect(result.status == 0)
        #expect(result.output.contains("2 tests, 2 reads compared, 0 differ"))
    }

    @Test func aDifferenceNamesTheTestAndTheLine() throws {
        let result = try check([
            "headless.jsonl": [record("A", "box\n  label \"x\"")],
            "gtk.jsonl": [record("A", "box\n  label \"y\"")],
        ])
        #expect(result.status == 1)
        #expect(result.output.contains("✘ GTK 3: A"))
        #expect(result.output.contains("line 2 of the tree"))
        #expect(result.output.contains("label \"y\""))
    }

    @Test func noRecordsOrOneBackendOnlyFail() throws {
        #expect(try check([:]).status == 1)
        #expect(try check(["headless.jsonl": [record("A", "x")]]).status == 1)
        #expect(try check(["headless.jsonl": [], "gtk.jsonl": []]).output.contains("holds no records"))
        let oneSided = try check(["headless.jsonl": [record("A", "x"), record("B", "y")],
                                  "gtk.jsonl": [record("A", "x")]])
        #expect(oneSided.status == 1)
        #expect(oneSided.output.contains("recorded on headless only"))
    }

    @Test func extraReadsAndOrderCount() throws {
        let moreReads = try check(["headless.jsonl": [record("A", "x")],
                                   "gtk.jsonl": [record("A", "x"), record("A", "x")]])
        #expect(moreReads.output.contains("headless read 1 times, GTK 3 2 times"))
        let swapped = try check(["headless.jsonl": [record("A", "x"), record("A", "y")],
                                 "gtk.jsonl": [record("A", "y"), record("A", "x")]])
        #expect(swapped.status == 1)
        // Cases of a parameterized test may run in any order: compared as a set.
        let unordered = try check(["headless.jsonl": [record("P", "x", ordered: false), record("P", "y", ordered: false)],
                                   "gtk.jsonl": [record("P", "y", ordered: false), record("P", "x", ordered: false)]])
        #expect(unordered.status == 0)
    }

    /// GTK 4's records (gtk4.jsonl) are compared with headless too, beside GTK 3's or alone.
    @Test func gtk4IsComparedBesideGtk3() throws {
        let same = [record("A", "x"), record("B", "y")]
        let both = try check(["headless.jsonl": same, "gtk.jsonl": same, "gtk4.jsonl": same])
        #expect(both.status == 0)
        #expect(both.output.contains("parity headless/GTK 3: 2 tests, 2 reads compared, 0 differ"))
        #expect(both.output.contains("parity headless/GTK 4: 2 tests, 2 reads compared, 0 differ"))
        let gtk4Differs = try check(["headless.jsonl": same, "gtk.jsonl": same,
                                     "gtk4.jsonl": [record("A", "x"), record("B", "z")]])
        #expect(gtk4Differs.status == 1)
        #expect(gtk4Differs.output.contains("✘ GTK 4: B"))
        #expect(gtk4Differs.output.contains("GTK 4:    z"))
        #expect(!gtk4Differs.output.contains("✘ GTK 3"))
        let gtk4Only = try check(["headless.jsonl": same, "gtk4.jsonl": same])
        #expect(gtk4Only.status == 0)
        #expect(!gtk4Only.output.contains("GTK 3"))
    }

    /// A test the GTK 4 build doesn't have (gtk4.tests lists the ones it has) is left out of
    /// the GTK 4 comparison only; one it has but didn't record still differs.
    @Test func testsAGtkBuildLacksAreLeftOutOfItsComparison() throws {
        let headless = [record("S/a()/F.swift:1:1", "x"), record("S/b()/F.swift:2:1", "y")]
        let lacking = try check(["headless.jsonl": headless, "gtk4.jsonl": [record("S/a()/F.swift:1:1", "x")],
                                 "gtk4.tests": ["S/a()"]])
        #expect(lacking.status == 0)
        #expect(lacking.output.contains("GTK 4: 1 tests its build doesn't have are left out"))
        let missing = try check(["headless.jsonl": headless, "gtk4.jsonl": [record("S/a()/F.swift:1:1", "x")],
                                 "gtk4.tests": ["S/a()", "S/b()"]])
        #expect(missing.status == 1)
        #expect(missing.output.contains("recorded on headless only"))
    }
}
