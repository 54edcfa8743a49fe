#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
// table-bench on GTK 4: Reactant's PlainTableView (our recycler over a GtkListBox: GTK 4.8's
// GtkListView lacks scroll_to and variable-height scrolling the table needs) against a plain
// C GtkListView over a GListStore of the same rows (CGtk4ListViewBench), with the same steps
// as the GTK 3 benchmark, each configuration in a fresh child process:
//
//     swift build -c release --traits GTK4 --scratch-path .build-gtk4
//     NO_AT_BRIDGE=1 GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1280x1024x24" \
//         .build-gtk4/release/table-bench [--rows 1000,10000,100000] [--repeat N]
//
// Every figure but memory is the time of the call that does the work plus the frame that
// shows it (frame clock before-paint to after-paint); "first frame" is wall time from the
// start of populating to the first frame; memory is the resident set after the first frame
// less that of the same process showing an empty window. TABLE_BENCH_DETAIL=1 prints each
// step's call and frame times to standard error.
import BenchCommon
import CGtk4ListViewBench
import Foundation
import Reactant

enum Gtk4TableKind: String, CaseIterable {
    case ours, listview
}

/// The row of our table: two labels side by side, as the C factory's box.
final class BenchCell: ViewBase<BenchRow, Void> {
    private let nameLabel = Label()
    private let detailLabel = Label()
    override func loadView() { children(Container(layout: .horizontal(spacing: 12)).children(nameLabel, detailLabel)) }
    override func update() {
        nameLabel.text = componentState.name
        detailLabel.text = componentState.detail
    }
}

extension BenchFrames {
    /// GTK 4's frames, through CGtk4ListViewBench.
    static var gtk4: BenchFrames {
        BenchFrames(now: lvb_now, residentKiB: lvb_rss_kib, prepare: { lvb_settings(); _ = lvb_empty_window() },
                    waitForDraw: lvb_wait_for_draw, settle: lvb_settle)
    }
}

@MainActor
private func runGtk4Child(kind: Gtk4TableKind, rows count: Int) {
    let timer = StepTimer(label: "\(kind) \(count)", frames: .gtk4)
    switch kind {
    case .ours:
        var models: [BenchRow] = []
        let ((table, window), memory) = timer.timeFirstFrame(populate: { () -> (PlainTableView<BenchCell>, any NativeWindow) in
            models = (0..<count).map { BenchRow(id: $0, name: "Name \($0)", detail: "Detail \($0)") }
            let table = PlainTableView<BenchCell>(cellFactory: BenchCell.init)
            let window = Backends.current.makeWindow()
            window.defaultSize = (width: 480, height: 640)
            window.content = table.native
            table.componentState = .items(models)
            return (table, window)
        }, show: { $0.1.present() })
        timer.detail("rows materialised after the first frame: \(table.materializedRows.count)")
        timeOurSteps(timer, table: table, models: &models)
        timer.recordMemory(kib: memory)
        window.close()
    case .listview:
        let (table, memory) = timer.timeFirstFrame(populate: { () -> OpaquePointer in
            let table = lvb_table_new()!
            lvb_table_populate(table, Int32(count))
            return table
        }, show: { lvb_table_show($0) })
        CTableSteps(updateAll: { lvb_table_update_all(table, $0) }, changeOne: { lvb_table_change_one(table, $0, $1) },
                    insert: { lvb_table_insert(table, $0, $1) }, scrollToTop: { lvb_table_scroll_to_top(table) },
                    scrollToEnd: { lvb_table_scroll_to_end(table) }, clear: { lvb_table_clear(table) })
            .time(with: timer, rows: count)
        timer.recordMemory(kib: memory)
    }
    print("GTK \(String(cString: lvb_gtk_version()))")
    timer.printResult()
}

private func format(_ value: Double, metric: Int) -> String {
    if metric == metrics.count - 1 { return String(format: "%.1f", value) }
    return value >= 1 ? String(format: "%.2f s", value) : String(format: "%.1f ms", value * 1000)
}

@MainActor
private func runGtk4Parent() throws {
    let rows = (option("--rows") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
    let repeatOption = option("--repeat").flatMap(Int.init)
    var gtk = "GTK ?"
    print("table-bench (GTK 4), GSK_RENDERER=\(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "(unset)")")
    print("Animations off, NO_AT_BRIDGE=1; medians; each configuration in a fresh process, ours and C alternating.")
    var report: [String] = []
    for count in rows {
        let repeats = repeatOption ?? (count >= 100_000 ? 1 : 3)
        var runs: [Gtk4TableKind: [[Double]]] = [:]
        // Alternating, so that a slow moment of a shared machine hits both alike.
        for run in 0..<repeats {
            for kind in run % 2 == 0 ? Gtk4TableKind.allCases : Gtk4TableKind.allCases.reversed() {
                let lines = try runChild(["--child-gtk4", kind.rawValue, String(count)], what: "\(kind) \(count)")
                gtk = lines.first { $0.hasPrefix("GTK ") }.map(String.init) ?? gtk
                runs[kind, default: []].append(resultFigures(lines))
            }
        }
        FileHandle.standardError.write(Data("done: \(count) rows (\(repeats) run(s) each)\n".utf8))
        let results = runs.mapValues { figures in metrics.indices.map { metric in median(figures.map { $0[metric] }) } }
        report.append("")
        report.append("### \(count.formatted()) rows")
        report.append("")
        report.append("| figure | ours (PlainTableView on GtkListBox) | C GtkListView | ours / C GtkListView |")
        report.append("| --- | ---: | ---: | ---: |")
        for (metric, name) in metrics.enumerated() {
            let ours = results[.ours]![metric], listView = results[.listview]![metric]
            let ratio = metric == metrics.count - 1
                ? String(format: "%+.1f MiB", ours - listView)
                : listView > 0 ? String(format: "%.2f×", ours / listView) : "–"
            report.append("| \(name) | \(format(ours, metric: metric)) | \(format(listView, metric: metric)) | \(ratio) |")
        }
    }
    print(gtk)
    print(report.joined(separator: "\n"))
}

/// table-bench's entry on GTK 4 (its main.swift calls it in a GTK4 build).
public func runGtk4TableBench() {
    let arguments = CommandLine.arguments
    if let index = arguments.firstIndex(of: "--child-gtk4") {
        guard index + 2 < arguments.count, let kind = Gtk4TableKind(rawValue: arguments[index + 1]),
              let count = Int(arguments[index + 2]) else {
            FileHandle.standardError.write(Data("usage: table-bench --child-gtk4 ours|listview ROWS\n".utf8))
            exit(2)
        }
        runOrExit { runGtk4Child(kind: kind, rows: count) }
    } else if arguments.count > 1 && !arguments.contains("--rows") && !arguments.contains("--repeat") {
        FileHandle.standardError.write(Data("table-bench on GTK 4 has the table comparison only: table-bench [--rows 1000,10000,100000] [--repeat N]\n".utf8))
        exit(2)
    } else {
        runOrExit { try runGtk4Parent() }
    }
}
#endif // GTK4
