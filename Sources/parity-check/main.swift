// parity-check: compares what the same tests saw on the headless backend and on GTK.
//
// Usage: parity-check FOLDER
// FOLDER holds `headless.jsonl` and the records of one or both GTK backends, `gtk.jsonl`
// (GTK 3) and `gtk4.jsonl` (GTK 4), written by ReactantTesting's ParityRecorder during runs
// of the suite (REACTANT_PARITY_DIR=FOLDER). Every widget tree and window stack a test read
// must be the same text on every backend: each GTK backend's records are compared with the
// headless ones. A GTK build may lack tests (GTK 4's has no snapshot tests): when FOLDER holds
// `gtk4.tests` (or `gtk.tests`), the test ids that build lists (`swift test list`), a
// headless test it doesn't list is left out of that comparison. Exits 1 naming each test that differs and its first differing line, and
// also when there is nothing to compare: a check that compared nothing must not pass.
import Foundation

struct Record: Equatable, Comparable {
    var kind: String
    var text: String
    static func < (a: Record, b: Record) -> Bool { (a.kind, a.text) < (b.kind, b.text) }
}

struct TestRecords {
    var ordered = true
    var records: [Record] = []
}

/// The records of one backend's run, by test, tests in the order they first recorded.
func load(_ path: String) throws -> (order: [String], byTest: [String: TestRecords]) {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw CheckError("no records at \(path): was that run made with REACTANT_PARITY_DIR set?")
    }
    var order: [String] = []
    var byTest: [String: TestRecords] = [:]
    for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
              let test = object["test"] as? String, let kind = object["kind"] as? String,
              let text = object["text"] as? String else {
            throw CheckError("\(path):\(number + 1): not a parity record")
        }
        if byTest[test] == nil { order.append(test) }
        byTest[test, default: TestRecords()].records.append(Record(kind: kind, text: text))
        if object["ordered"] as? Bool == false { byTest[test]?.ordered = false }
    }
    if byTest.isEmpty { throw CheckError("\(path) holds no records") }
    return (order, byTest)
}

struct CheckError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Where two records first differ, as lines a person can read.
func firstDifference(_ a: Record, _ b: Record, backend: String) -> String {
    if a.kind != b.kind { return "headless read a \(a.kind), \(backend) a \(b.kind)" }
    let left = a.text.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.text.split(separator: "\n", omittingEmptySubsequences: false)
    let label = backend + ":" + String(repeating: " ", count: max(1, 9 - backend.count))
    for index in 0..<max(left.count, right.count) {
        let l = index < left.count ? String(left[index]) : "(no line)"
        let r = index < right.count ? String(right[index]) : "(no line)"
        if l != r {
            return "line \(index + 1) of the \(a.kind):\n      headless: \(l)\n      \(label)\(r)"
        }
    }
    return "the \(a.kind) texts differ"
}

/// The GTK backends' record files and the names their differences are reported under.
let gtkBackends = [(file: "gtk", name: "GTK 3"), (file: "gtk4", name: "GTK 4")]

/// The tests a backend's build has (`<file>.tests`, one `swift test list` id a line), or nil
/// when the folder doesn't say.
func builtTests(_ path: String) -> Set<String>? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
}

/// A record's test id is the listed id followed by "/file:line:column".
func isListed(_ test: String, in listed: Set<String>) -> Bool {
    guard let slash = test.lastIndex(of: "/") else { return listed.contains(test) }
    return listed.contains(String(test[..<slash]))
}

func compare(folder: String) throws -> Int {
    let headless = try load(folder + "/headless.jsonl")
    let present = gtkBackends.filter { FileManager.default.fileExists(atPath: folder + "/" + $0.file + ".jsonl") }
    if present.isEmpty {
        throw CheckError("no GTK records in \(folder) (gtk.jsonl for GTK 3, gtk4.jsonl for GTK 4): was a GTK run made with REACTANT_PARITY_DIR set?")
    }
    var total = 0
    for backend in present {
        var compared = headless
        if let listed = builtTests(folder + "/" + backend.file + ".tests") {
            compared.order = headless.order.filter { isListed($0, in: listed) }
            let left = headless.order.count - compared.order.count
            if left > 0 { print("\(backend.name): \(left) tests its build doesn't have are left out") }
        }
        total += try compare(compared, with: try load(folder + "/" + backend.file + ".jsonl"), backend: backend.name)
    }
    return total
}

func compare(_ headless: (order: [String], byTest: [String: TestRecords]),
             with gtk: (order: [String], byTest: [String: TestRecords]), backend: String) throws -> Int {
    var differences = 0
    func report(_ test: String, _ what: String) {
        differences += 1
        print("✘ \(backend): \(test)\n    \(what)")
    }
    var tests = headless.order
    let compared = Set(headless.order)
    tests += gtk.order.filter { !compared.contains($0) }
    var recordCount = 0
    for test in tests {
        guard compared.contains(test), let h = headless.byTest[test] else { report(test, "recorded on \(backend) only"); continue }
        guard let g = gtk.byTest[test] else { report(test, "recorded on headless only"); continue }
        recordCount += h.records.count
        let left = h.ordered ? h.records : h.records.sorted()
        let right = g.ordered ? g.records : g.records.sorted()
        if let index = left.indices.first(where: { $0 < right.count && left[$0] != right[$0] }) {
            report(test, "read \(index + 1): " + firstDifference(left[index], right[index], backend: backend))
        } else if left.count != right.count {
            report(test, "headless read \(left.count) times, \(backend) \(right.count) times")
        }
    }
    print("parity headless/\(backend): \(tests.count) tests, \(recordCount) reads compared, \(differences) differ")
    return differences
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first, !folder.hasPrefix("-") else {
    print("usage: parity-check FOLDER   (FOLDER holds headless.jsonl and gtk.jsonl and/or gtk4.jsonl)")
    exit(2)
}
do {
    exit(try compare(folder: folder) == 0 ? 0 : 1)
} catch {
    print("parity-check: \(error)")
    exit(1)
}
