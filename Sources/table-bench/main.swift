#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
// The table benchmark: the same work done with Reactant's PlainTableView and with plain C GTK
// (a GtkListBox holding every row, a GtkTreeView over a GtkListStore, and a minimal GtkListBox
// recycler: the rows on screen rebound as it scrolls), each configuration in a fresh child
// process. Run under Xvfb in release mode:
//
//     NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" swift run -c release table-bench
//     … table-bench --rows 1000,10000 --repeat 3
//
// Every figure but memory is the time of the call that does the work plus the time GTK then
// spends on layout and drawing in the frame that shows it (the frame clock's before-paint to
// after-paint); "first frame" is wall time from the start of populating to the window's first
// draw. Between two steps the main loop runs what it has pending (idle work, untimed), as an
// application's would between two things a person does. Memory is the resident set after the first frame less that of the same process
// showing an empty window. TABLE_BENCH_DETAIL=1 prints each step's call and frame times to
// standard error; `table-bench --show ROWS` just shows our table to look at;
// `table-bench --collections [--items 1000,10000]` runs the collection configurations
// (CollectionBench.swift) instead.
import CTableBench
import Foundation
import Reactant

enum Kind: String, CaseIterable {
    case ours, listbox, treeview, recycler

    /// The C table kind of `cb_table_new`.
    var cKind: Int32 {
        switch self {
        case .listbox: 0
        case .treeview: 1
        case .recycler, .ours: 2
        }
    }
}

/// How many times each step runs in one process (its figure is the median): small steps
/// vary most on a shared machine, so they run more often.
let steps = (everyRow: 3, oneRow: 15, insert: 9, scroll: 5)

let metrics = ["populate", "first frame", "update every row", "change one row", "insert in middle",
               "change one row (updateItems)", "insert in middle (updateItems)",
               "scroll to end", "clear", "memory (MiB)"]

// MARK: Child: one configuration

struct BenchRow: Identifiable, Equatable {
    let id: Int
    var name: String
    var detail: String
}

final class BenchCell: ViewBase<BenchRow, Void> {
    private let nameLabel = Label()
    private let detailLabel = Label()
    override func loadView() { children(Container(layout: .horizontal(spacing: 12)).children(nameLabel, detailLabel)) }
    override func update() {
        nameLabel.text = componentState.name
        detailLabel.text = componentState.detail
    }
}

/// A named frame around each measured call, for profilers (`valgrind --tool=callgrind
/// --toggle-collect='*measuredWork*'`).
@inline(never)
func measuredWork(_ work: () -> Void) { work() }

@inline(never)
func measuredWork(_ sample: Int, _ work: (Int) -> Void) { work(sample) }

@MainActor
func runChild(kind: Kind, rows count: Int) throws {
    try Backends.start(named: "gtk")
    cb_settings()
    _ = cb_empty_window()
    _ = cb_wait_for_draw()
    let baseline = cb_rss_kib()
    var figures: [Double] = []
    let showsDetail = ProcessInfo.processInfo.environment["TABLE_BENCH_DETAIL"] != nil
    func detail(_ text: @autoclosure () -> String) {
        if showsDetail {
            FileHandle.standardError.write(Data("\(kind) \(count): \(text())\n".utf8))
        }
    }
    /// The median of `samples` runs of `work` (given the sample's number), each timed as the
    /// call plus the frame that shows it, with the main loop settled between them; `before`
    /// runs untimed ahead of each sample after the first.
    func timed(_ samples: Int = 1, before: () -> Void = {}, _ work: (Int) -> Void) {
        var times: [Double] = []
        for sample in 0..<samples {
            // Steps that take seconds (plain GTK holding 100,000 widgets) vary little: three do.
            if sample >= 3 && times.reduce(0.0, { $0 + $1 }) > 1 { break }
            if sample > 0 {
                before()
                _ = cb_wait_for_draw()
                cb_settle()
            }
            let start = cb_now()
            measuredWork(sample, work)
            let call = cb_now() - start
            let paint = cb_wait_for_draw()
            detail("call \(call * 1000) ms, frame \(paint * 1000) ms")
            times.append(call + paint)
            cb_settle()
        }
        figures.append(median(times))
    }
    let middle = count / 2
    switch kind {
    case .ours:
        var window: (any NativeWindow)?
        let start = cb_now()
        var models = (0..<count).map { BenchRow(id: $0, name: "Name \($0)", detail: "Detail \($0)") }
        let table = PlainTableView<BenchCell>(cellFactory: BenchCell.init)
        window = Backends.current.makeWindow()
        window?.defaultSize = (width: 480, height: 640)
        window?.content = table.native
        table.componentState = .items(models)
        figures.append(cb_now() - start)
        window?.present()
        _ = cb_wait_for_draw()
        figures.append(cb_now() - start)
        let memory = cb_rss_kib() - baseline
        cb_settle()
        timed(steps.everyRow) { sample in
            for index in models.indices { models[index].name = "Name \(index) (\(sample + 1))" }
            table.componentState = .items(models)
        }
        // The caller keeps its array and changes one model, as a seed controller would. The
        // array's own share (a copy of every element if the table still shared the array)
        // is shown apart in the detail output.
        timed(steps.oneRow) { sample in
            let start = cb_now()
            models[2].name = "Changed \(sample)"
            detail("array copy for change one row \((cb_now() - start) * 1000) ms")
            table.componentState = .items(models)
        }
        timed(steps.insert) { sample in
            let start = cb_now()
            models.insert(BenchRow(id: -1 - sample, name: "Inserted", detail: "Inserted"), at: middle)
            detail("array copy for insert \((cb_now() - start) * 1000) ms")
            table.componentState = .items(models)
        }
        // The same changes through `updateItems`, on the table's own array: no array is
        // copied or freed. Plain C changes its store in place too.
        models = []
        timed(steps.oneRow) { sample in table.updateItems { $0[3].name = "Changed \(sample)" } }
        timed(steps.insert) { sample in
            table.updateItems { $0.insert(BenchRow(id: -100 - sample, name: "Inserted", detail: "Inserted"), at: middle + 1) }
        }
        timed(steps.scroll, before: { table.scrollToRow(0, at: .top) }) { _ in
            table.scrollToRow(table.rowCount - 1, at: .bottom)
        }
        timed { _ in
            models = []
            table.componentState = .items(models)
        }
        figures.append(Double(memory) / 1024)
        window?.close()
    case .listbox, .treeview, .recycler:
        let start = cb_now()
        let table = cb_table_new(kind.cKind)
        cb_table_populate(table, Int32(count))
        figures.append(cb_now() - start)
        cb_table_show(table)
        _ = cb_wait_for_draw()
        figures.append(cb_now() - start)
        let memory = cb_rss_kib() - baseline
        cb_settle()
        timed(steps.everyRow) { sample in cb_table_update_all(table, Int32(sample + 1)) }
        timed(steps.oneRow) { sample in cb_table_change_one(table, 2, "Changed \(sample)") }
        timed(steps.insert) { _ in cb_table_insert(table, Int32(middle), "Inserted") }
        timed(steps.oneRow) { sample in cb_table_change_one(table, 3, "Changed \(sample)") }
        timed(steps.insert) { _ in cb_table_insert(table, Int32(middle + 1), "Inserted") }
        timed(steps.scroll, before: { cb_table_scroll_to_top(table) }) { _ in cb_table_scroll_to_end(table) }
        timed { _ in cb_table_clear(table) }
        figures.append(Double(memory) / 1024)
    }
    print("GTK \(String(cString: cb_gtk_version()))")
    print("RESULT " + figures.map { String($0) }.joined(separator: " "))
}

// MARK: Parent: every configuration, then the table

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func runConfiguration(_ kind: Kind, rows: Int) throws -> (figures: [Double], gtk: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--child", kind.rawValue, String(rows)]
    var environment = ProcessInfo.processInfo.environment
    environment["NO_AT_BRIDGE"] = "1"
    environment["GTK_A11Y"] = "none"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = output.split(separator: "\n")
    guard process.terminationStatus == 0,
          let result = lines.first(where: { $0.hasPrefix("RESULT ") }) else {
        throw NSError(domain: "table-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(kind) \(rows) failed:\n\(output)"])
    }
    let gtk = lines.first { $0.hasPrefix("GTK ") }.map(String.init) ?? "GTK ?"
    return (result.split(separator: " ").dropFirst().compactMap { Double($0) }, gtk)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, metric: Int) -> String {
    if metric == metrics.count - 1 { return String(format: "%.1f", value) }
    return value >= 1 ? String(format: "%.2f s", value) : String(format: "%.1f ms", value * 1000)
}

func machine() -> String {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
    let memory = ProcessInfo.processInfo.physicalMemory / (1 << 30)
    return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)"
}

@MainActor
func runParent() throws {
    let rows = (option("--rows") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
    let repeatOption = option("--repeat").flatMap(Int.init)
    var gtk = "GTK ?"
    print("table-bench: \(machine())")
    print("Animations off (gtk-enable-animations false), NO_AT_BRIDGE=1; medians; each configuration in a fresh process.")
    var report: [String] = []
    for count in rows {
        let repeats = repeatOption ?? (count >= 100_000 ? 1 : 3)
        var results: [Kind: [Double]] = [:]
        for kind in Kind.allCases {
            var runs: [[Double]] = []
            for _ in 0..<repeats {
                let run = try runConfiguration(kind, rows: count)
                runs.append(run.figures)
                gtk = run.gtk
            }
            results[kind] = metrics.indices.map { metric in median(runs.map { $0[metric] }) }
            FileHandle.standardError.write(Data("done: \(kind.rawValue) \(count) rows (\(repeats) run(s))\n".utf8))
        }
        report.append("")
        report.append("### \(count.formatted()) rows")
        report.append("")
        report.append("| figure | ours (PlainTableView) | C GtkListBox | C GtkTreeView | C recycler | ours / GtkListBox | ours / GtkTreeView | ours / C recycler |")
        report.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (metric, name) in metrics.enumerated() {
            let ours = results[.ours]![metric], listBox = results[.listbox]![metric]
            let treeView = results[.treeview]![metric], recycler = results[.recycler]![metric]
            func ratio(_ other: Double) -> String { other > 0 ? String(format: "%.2f×", ours / other) : "–" }
            let values = [ours, listBox, treeView, recycler].map { format($0, metric: metric) }
            report.append("| \(name) | \(values.joined(separator: " | ")) | \(ratio(listBox)) | \(ratio(treeView)) | \(ratio(recycler)) |")
        }
    }
    print(gtk)
    print(report.joined(separator: "\n"))
}

/// Our table showing `models` in a window of the benchmark's size, drawn once.
@MainActor
func showTable(_ models: [BenchRow]) throws -> (PlainTableView<BenchCell>, any NativeWindow) {
    try Backends.start(named: "gtk")
    cb_settings()
    let table = PlainTableView<BenchCell>(cellFactory: BenchCell.init)
    let window = Backends.current.makeWindow()
    window.defaultSize = (width: 480, height: 640)
    window.content = table.native
    table.componentState = .items(models)
    window.present()
    _ = cb_wait_for_draw()
    return (table, window)
}

/// `--show ROWS [SECONDS]`: our table with ROWS rows (every fifth one two lines high),
/// scrolled to the middle, on screen for a while, to look at.
@MainActor
func show(rows count: Int, seconds: Double) throws {
    let (table, window) = try showTable((0..<count).map {
        BenchRow(id: $0, name: "Name \($0)", detail: $0 % 5 == 0 ? "Detail \($0)\nsecond line" : "Detail \($0)")
    })
    defer { window.close() }
    table.scrollToRow(count / 2, at: .top)
    if let row = table.listRow(at: count / 2 + 3) { table.listBox.selectRow(row) }
    let end = cb_now() + seconds
    while cb_now() < end { _ = cb_wait_for_draw() }
    print("materialised rows \(table.materializedRows), visible \(table.visibleRows), list rows \(table.listBox.rows.count)")
}

/// `--scrolls ROWS COUNT`: our table scrolled from end to end COUNT times, each followed by
/// its frame, for profilers (`perf record`); prints the mean call and frame time.
@MainActor
func scrolls(rows count: Int, times: Int) throws {
    let (table, window) = try showTable((0..<count).map { BenchRow(id: $0, name: "Name \($0)", detail: "Detail \($0)") })
    defer { window.close() }
    var call = 0.0, frame = 0.0
    for time in 0..<times {
        let start = cb_now()
        table.scrollToRow(time % 2 == 0 ? count - 1 : 0, at: time % 2 == 0 ? .bottom : .top)
        call += cb_now() - start
        frame += cb_wait_for_draw()
        cb_settle()
    }
    print(String(format: "scroll: call %.2f ms, frame %.2f ms (means of %d)", call * 1000 / Double(times), frame * 1000 / Double(times), times))
}

/// `--changes ROWS COUNT`: one model of our table changed COUNT times by a caller keeping
/// its array (`models[i] = x; .items(models)`), each followed by its frame, for profilers;
/// prints the median call and frame time.
@MainActor
func changes(rows count: Int, times: Int) throws {
    var models = (0..<count).map { BenchRow(id: $0, name: "Name \($0)", detail: "Detail \($0)") }
    let (table, window) = try showTable(models)
    defer { window.close() }
    cb_settle()
    // Each change is shown once with the whole window redrawn (as the benchmark's figures
    // are) and once with only what GTK invalidated redrawn; then a frame with nothing changed.
    var calls: [Double] = [], frames: [Double] = [], partialFrames: [Double] = [], idleFrames: [Double] = []
    for time in 0..<times {
        let whole = time % 2 == 0
        let start = cb_now()
        models[2 + time % 10].name = "Changed \(time)"
        table.componentState = .items(models)
        calls.append(cb_now() - start)
        if whole { frames.append(cb_wait_for_draw()) } else { partialFrames.append(cb_wait_for_frame()) }
        cb_settle()
        if whole { idleFrames.append(cb_wait_for_draw()) }
    }
    print(String(format: "change one row: call %.2f ms, frame %.2f ms redrawing the whole window, %.2f ms redrawing what changed; a whole-window redraw of nothing changed %.2f ms (medians of %d)",
                 median(calls) * 1000, median(frames) * 1000, median(partialFrames) * 1000, median(idleFrames) * 1000, times))
}

/// Runs one mode of the bench. Without a display (or on any other error) it says why on
/// standard error and exits with status 1, as the demos do (`Backends.current`), instead of a
/// top-level `try` trapping with a backtrace. The display is checked first, also in the
/// parent modes, which otherwise only learn that every child failed.
func runOrExit(_ body: @MainActor () throws -> Void) {
    do {
        try MainActor.assumeIsolated {
            try Backends.start(named: "gtk")
            try body()
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}

if CommandLine.arguments.contains("--smooth") {
    runOrExit { try runSmoothParent() }
} else if let index = CommandLine.arguments.firstIndex(of: "--child-smooth") {
    let arguments = CommandLine.arguments
    guard index + 4 < arguments.count, let kind = SmoothKind(rawValue: arguments[index + 1]),
          let count = Int(arguments[index + 2]), let seconds = Double(arguments[index + 3]),
          let speed = Double(arguments[index + 4]) else {
        FileHandle.standardError.write(Data("usage: table-bench --child-smooth ours|recycler ROWS SECONDS SPEED\n".utf8))
        exit(2)
    }
    runOrExit { try runSmoothChild(kind: kind, rows: count, seconds: seconds, speed: speed) }
} else if CommandLine.arguments.contains("--collections") {
    runOrExit { try runCollectionParent() }
} else if let index = CommandLine.arguments.firstIndex(of: "--child-collection") {
    let arguments = CommandLine.arguments
    guard index + 2 < arguments.count, let kind = CollectionKind(rawValue: arguments[index + 1]),
          let count = Int(arguments[index + 2]) else {
        FileHandle.standardError.write(Data("usage: table-bench --child-collection ours|flowbox ITEMS\n".utf8))
        exit(2)
    }
    runOrExit { try runCollectionChild(kind: kind, items: count) }
} else if let index = CommandLine.arguments.firstIndex(of: "--scrolls") {
    let arguments = CommandLine.arguments
    let count = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 1000 : 1000
    let times = index + 2 < arguments.count ? Int(arguments[index + 2]) ?? 200 : 200
    runOrExit { try scrolls(rows: count, times: times) }
} else if let index = CommandLine.arguments.firstIndex(of: "--changes") {
    let arguments = CommandLine.arguments
    let count = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 100_000 : 100_000
    let times = index + 2 < arguments.count ? Int(arguments[index + 2]) ?? 200 : 200
    runOrExit { try changes(rows: count, times: times) }
} else if let index = CommandLine.arguments.firstIndex(of: "--collection-changes") {
    let arguments = CommandLine.arguments
    let count = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 100_000 : 100_000
    let times = index + 2 < arguments.count ? Int(arguments[index + 2]) ?? 200 : 200
    runOrExit { try collectionChanges(items: count, times: times) }
} else if let index = CommandLine.arguments.firstIndex(of: "--show") {
    let arguments = CommandLine.arguments
    let count = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 100_000 : 100_000
    let seconds = index + 2 < arguments.count ? Double(arguments[index + 2]) ?? 5 : 5
    runOrExit { try show(rows: count, seconds: seconds) }
} else if let index = CommandLine.arguments.firstIndex(of: "--child") {
    let arguments = CommandLine.arguments
    guard index + 2 < arguments.count, let kind = Kind(rawValue: arguments[index + 1]), let count = Int(arguments[index + 2]) else {
        FileHandle.standardError.write(Data("usage: table-bench --child ours|listbox|treeview ROWS\n".utf8))
        exit(2)
    }
    runOrExit { try runChild(kind: kind, rows: count) }
} else {
    runOrExit { try runParent() }
}
#else
import Glibc
fputs("table-bench is GTK 3 only so far; build it without --traits GTK4.\n", stderr)
exit(1)
#endif // GTK3
