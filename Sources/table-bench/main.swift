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
// (CollectionBench.swift) instead; `table-bench --step STEP ours|recycler ROWS [TIMES]` one
// step many times in one process, for profilers and busy machines (StepProfile.swift).
import BenchCommon
import BenchSupport
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

// MARK: Child: one configuration (the rows, steps and metrics: BenchCommon's TableBenchShape)

/// A row's cell: the same widgets as the C rows' (a horizontal box of two labels), the cell
/// itself being the box.
final class BenchCell: ViewBase<BenchRow, Void> {
    private let nameLabel = Label()
    private let detailLabel = Label()
    override init() { super.init(layout: .horizontal(spacing: 12)) }
    override func loadView() { children(nameLabel, detailLabel) }
    override func update() {
        nameLabel.text = componentState.name
        detailLabel.text = componentState.detail
    }
}

/// Rows 0..<count, each with its own name and detail.
func benchRows(_ count: Int) -> [BenchRow] {
    (0..<count).map { BenchRow(id: $0, name: "Name \($0)", detail: "Detail \($0)") }
}

/// Our table showing `models` in a 480×640 window, not yet presented.
@MainActor
func benchTable(_ models: [BenchRow]) -> (PlainTableView<BenchCell>, any NativeWindow) {
    let table = PlainTableView<BenchCell>(cellFactory: BenchCell.init)
    let window = benchWindow(showing: table)
    table.componentState = .items(models)
    return (table, window)
}

/// Times making `count` rows (into the caller's `models`) and our view of them (`make`), then
/// its first frame (`StepTimer.timeFirstFrame`); returns the view, its window and the memory
/// they added in KiB.
@MainActor
func timeOurs<Ours>(_ timer: StepTimer, rows count: Int, into models: inout [BenchRow],
                    _ make: ([BenchRow]) -> (Ours, any NativeWindow)) -> (Ours, any NativeWindow, Int) {
    let ((ours, window), memory) = timer.timeFirstFrame(populate: {
        models = benchRows(count)
        return make(models)
    }, show: { $0.1.present() })
    return (ours, window, memory)
}

/// A 480×640 window holding `view`, not yet presented.
@MainActor
func benchWindow(showing view: View) -> any NativeWindow {
    let window = Backends.current.makeWindow()
    window.defaultSize = (width: 480, height: 640)
    window.content = view.native
    return window
}

@MainActor
func runChild(kind: Kind, rows count: Int) throws {
    let timer = try StepTimer(label: "\(kind) \(count)")
    switch kind {
    case .ours:
        // The bench's array is the caller's: the table shares it, as a seed controller's would.
        var models: [BenchRow] = []
        let (table, window, memory) = timeOurs(timer, rows: count, into: &models, benchTable)
        timeOurSteps(timer, table: table, models: &models)
        timer.recordMemory(kib: memory)
        window.close()
    case .listbox, .treeview, .recycler:
        let (table, memory) = timer.timeFirstFrame(populate: {
            let table = cb_table_new(kind.cKind)
            cb_table_populate(table, Int32(count))
            return table
        }, show: cb_table_show)
        CTableSteps(updateAll: { cb_table_update_all(table, $0) }, changeOne: { cb_table_change_one(table, $0, $1) },
                    insert: { cb_table_insert(table, $0, $1) }, scrollToTop: { cb_table_scroll_to_top(table) },
                    scrollToEnd: { cb_table_scroll_to_end(table) }, clear: { cb_table_clear(table) })
            .time(with: timer, rows: count)
        timer.recordMemory(kib: memory)
    }
    print("GTK \(String(cString: cb_gtk_version()))")
    timer.printResult()
}

// MARK: Parent: every configuration, then the table

func runConfiguration(_ kind: Kind, rows: Int) throws -> (figures: [Double], gtk: String) {
    let lines = try runChild(["--child", kind.rawValue, String(rows)], what: "\(kind) \(rows)")
    let gtk = lines.first { $0.hasPrefix("GTK ") }.map(String.init) ?? "GTK ?"
    return (resultFigures(lines), gtk)
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
    let (table, window) = benchTable(models)
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
    let (table, window) = try showTable(benchRows(count))
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
    var models = benchRows(count)
    let (table, window) = try showTable(models)
    defer { window.close() }
    cb_settle()
    print(timeChanges("change one row", times: times) { time in
        models[2 + time % 10].name = "Changed \(time)"
        table.componentState = .items(models)
    })
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
} else if let index = CommandLine.arguments.firstIndex(of: "--step") {
    let arguments = CommandLine.arguments
    guard index + 3 < arguments.count, let step = ProfiledStep(rawValue: arguments[index + 1]),
          let kind = Kind(rawValue: arguments[index + 2]), kind == .ours || kind == .recycler,
          let count = Int(arguments[index + 3]) else {
        FileHandle.standardError.write(Data("usage: table-bench --step change|insert|change-update|insert-update|scroll ours|recycler ROWS [TIMES]\n".utf8))
        exit(2)
    }
    let times = index + 4 < arguments.count ? Int(arguments[index + 4]) ?? 20 : 20
    runOrExit { try profileStep(step, kind: kind, rows: count, times: times) }
} else if let (count, times) = modeArguments("--scrolls", defaults: (1000, 200)) {
    runOrExit { try scrolls(rows: Int(count), times: Int(times)) }
} else if let (count, times) = modeArguments("--changes", defaults: (100_000, 200)) {
    runOrExit { try changes(rows: Int(count), times: Int(times)) }
} else if let (count, times) = modeArguments("--collection-changes", defaults: (100_000, 200)) {
    runOrExit { try collectionChanges(items: Int(count), times: Int(times)) }
} else if let (count, seconds) = modeArguments("--show", defaults: (100_000, 5)) {
    runOrExit { try show(rows: Int(count), seconds: seconds) }
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
#elseif GTK4
// The GTK 4 benchmark: ours against a plain C GtkListView (Sources/Gtk4TableBench).
import Gtk4TableBench
runGtk4TableBench()
#else
import Glibc
let gtkOnly = "table-bench needs a GTK build (the GTK3 or GTK4 trait).\n"
_ = write(2, gtkOnly, gtkOnly.utf8.count)
exit(1)
#endif // GTK3
