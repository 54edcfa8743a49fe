#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
// The smoothness configurations of the benchmark (`table-bench --smooth`): 100,000 rows of
// varying heights (1, 2 or 3 lines, by `cb_detail_lines`) scrolled continuously for 10 s,
// the scroll position stepped on every frame of the window's frame clock, in ours
// (PlainTableView) and in the C recycler given the same rows (one measured height per line
// count, positions from their running sum). Each configuration runs in a fresh process.
import BenchCommon
import BenchSupport
import CTableBench
import Foundation
import Reactant

enum SmoothKind: String, CaseIterable {
    case ours, recycler
}

struct SmoothFigures {
    var values: [Double]

    static let labels = ["frames drawn", "frame time, median", "frame time, 99th percentile", "frame time, longest",
                         "frames over 16.7 ms", "frame CPU time, median", "frame CPU time, 99th percentile",
                         "between frames, median", "between frames, 99th percentile"]
    /// Which figures are counts rather than times.
    static let counts: Set<Int> = [0, 4]

    init(values: [Double]) {
        self.values = values
    }

    init(works: [Double], cpuWorks: [Double], intervals: [Double]) {
        func percentile(_ values: [Double], _ fraction: Double) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[Int((Double(sorted.count - 1) * fraction).rounded())]
        }
        values = [Double(works.count), percentile(works, 0.5), percentile(works, 0.99), works.max() ?? 0,
                  Double(works.filter { $0 > 1.0 / 60 }.count), percentile(cpuWorks, 0.5), percentile(cpuWorks, 0.99),
                  percentile(intervals, 0.5), percentile(intervals, 0.99)]
    }
}

/// CPU time of each step of ours (for the detail output).
@MainActor var smoothStepTimes: [Double] = []

func smoothDetail(_ index: Int) -> String {
    var text = [CChar](repeating: 0, count: 64)
    cb_detail_text(Int32(index), &text, Int32(text.count))
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

@MainActor
func runSmoothChild(kind: SmoothKind, rows count: Int, seconds: Double, speed: Double) throws {
    try Backends.start(named: "gtk")
    cb_settings()
    let capacity = Int(seconds * 1000)
    var works = [Double](repeating: 0, count: capacity), intervals = [Double](repeating: 0, count: capacity)
    var cpuWorks = [Double](repeating: 0, count: capacity)
    var intervalCount: Int32 = 0
    var frames: Int32 = 0
    switch kind {
    case .ours:
        let models = (0..<count).map { BenchRow(id: $0, name: "Name \($0)", detail: smoothDetail($0)) }
        let (table, window) = try showTable(models)
        defer { window.close() }
        cb_settle()
        let context = Unmanaged.passUnretained(table).toOpaque()
        frames = cb_smooth_scroll(seconds, speed, 1e12, { y, context in
            guard let context else { return }
            MainActor.assumeIsolated {
                let table = Unmanaged<PlainTableView<BenchCell>>.fromOpaque(context).takeUnretainedValue()
                let start = cb_now(), cpuStart = cb_cpu_now()
                let before = table.materializedRows
                table.scrolledWindow.verticalOffset = y
                let step = cb_now() - start, cpu = cb_cpu_now() - cpuStart
                smoothStepTimes.append(cpu)
                if cpu > 0.0025, ProcessInfo.processInfo.environment["TABLE_BENCH_DETAIL"] != nil {
                    FileHandle.standardError.write(Data(String(format: "ours: a step of %.1f ms (%.1f ms of CPU) to %.0f px, rows %@ -> %@\n", step * 1000, cpu * 1000, y, "\(before)", "\(table.materializedRows)").utf8))
                }
            }
        }, context, &works, &cpuWorks, &intervals, Int32(capacity), &intervalCount)
        let sortedSteps = smoothStepTimes.sorted()
        if !sortedSteps.isEmpty, ProcessInfo.processInfo.environment["TABLE_BENCH_DETAIL"] != nil {
            FileHandle.standardError.write(Data(String(format: "ours: steps' CPU time: median %.2f ms, 90th %.2f, 99th %.2f, longest %.2f\n",
                sortedSteps[sortedSteps.count / 2] * 1000, sortedSteps[sortedSteps.count * 9 / 10] * 1000,
                sortedSteps[sortedSteps.count * 99 / 100] * 1000, sortedSteps.last! * 1000).utf8))
        }
        FileHandle.standardError.write(Data("ours: scrolled to \(table.scrolledWindow.verticalOffset) px, rows \(table.visibleRows) visible\n".utf8))
    case .recycler:
        let table = cb_table_new(2)
        cb_table_set_varying(table, 1)
        cb_table_populate(table, Int32(count))
        cb_table_show(table)
        _ = cb_wait_for_draw()
        cb_settle()
        frames = cb_table_smooth_scroll(table, seconds, speed, &works, &cpuWorks, &intervals, Int32(capacity), &intervalCount)
    }
    let figures = SmoothFigures(works: Array(works.prefix(Int(frames))), cpuWorks: Array(cpuWorks.prefix(Int(frames))),
                                intervals: Array(intervals.prefix(Int(intervalCount))))
    if ProcessInfo.processInfo.environment["TABLE_BENCH_DETAIL"] != nil {
        let slow = works.prefix(Int(frames)).enumerated().filter { $0.element > 1.0 / 60 }
        let text = slow.map { String(format: "#%d %.1f ms", $0.offset, $0.element * 1000) }.joined(separator: ", ")
        FileHandle.standardError.write(Data("\(kind): frames over 16.7 ms: \(text)\n".utf8))
    }
    print("RESULT " + figures.values.map { String($0) }.joined(separator: " "))
}

func runSmoothConfiguration(_ kind: SmoothKind, rows: Int, seconds: Double, speed: Double) throws -> SmoothFigures {
    let lines = try runChild(["--child-smooth", kind.rawValue, String(rows), String(seconds), String(speed)], what: "smooth \(kind)")
    return SmoothFigures(values: resultFigures(lines))
}

/// `--smooth [--rows N] [--seconds S] [--speed PIXELS_PER_SECOND] [--repeat R]`: the
/// configurations alternately, R times each; every figure is the median over the runs.
@MainActor
func runSmoothParent() throws {
    let rows = option("--rows").flatMap(Int.init) ?? 100_000
    let seconds = option("--seconds").flatMap(Double.init) ?? 10
    let speed = option("--speed").flatMap(Double.init) ?? 3000
    let repeats = option("--repeat").flatMap(Int.init) ?? 1
    print("table-bench --smooth: \(machine())")
    print("\(rows.formatted()) rows of 1, 2 or 3 lines (60/20/20 %), scrolled at \(Int(speed)) px/s for \(seconds) s, the position stepped on every frame clock tick;")
    print("480×640 window, animations off, NO_AT_BRIDGE=1; frame time = the frame clock's before-paint to after-paint (the step, layout, drawing);")
    print("frame CPU time = the CPU time the process's main thread used in it (without waiting for a core or the X server).")
    var runs: [SmoothKind: [SmoothFigures]] = [:]
    for _ in 0..<repeats {
        for kind in SmoothKind.allCases {
            runs[kind, default: []].append(try runSmoothConfiguration(kind, rows: rows, seconds: seconds, speed: speed))
            FileHandle.standardError.write(Data("done: smooth \(kind.rawValue)\n".utf8))
        }
    }
    print("")
    print("| figure | ours (PlainTableView) | C recycler | ours / C recycler |")
    print("| --- | ---: | ---: | ---: |")
    for (index, label) in SmoothFigures.labels.enumerated() {
        let ours = median(runs[.ours]!.map { $0.values[index] })
        let recycler = median(runs[.recycler]!.map { $0.values[index] })
        let isCount = SmoothFigures.counts.contains(index)
        func text(_ value: Double) -> String { isCount ? String(Int(value)) : String(format: "%.1f ms", value * 1000) }
        let ratio = recycler > 0 ? String(format: "%.2f×", ours / recycler) : "–"
        print("| \(label) | \(text(ours)) | \(text(recycler)) | \(ratio) |")
    }
}
#endif // GTK3
