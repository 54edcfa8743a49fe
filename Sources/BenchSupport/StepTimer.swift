#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import BenchCommon
import CTableBench
import Foundation
import Reactant

/// A named frame around each measured call, for profilers (`valgrind --tool=callgrind
/// --toggle-collect='*measuredWork*'`).
@inline(never)
public func measuredWork(_ sample: Int, _ work: (Int) -> Void) { work(sample) }

/// One configuration's child process: GTK started with animations off, an empty window
/// drawn first (so that GTK's own start is not measured), then the figures of its steps,
/// printed on the "RESULT " line the parent reads.
@MainActor
public final class StepTimer {
    public private(set) var figures: [Double] = []
    /// The resident memory after the empty window, in KiB.
    public let baseline: Int
    private let label: String
    private let showsDetail = ProcessInfo.processInfo.environment["TABLE_BENCH_DETAIL"] != nil

    /// `label` starts the detail lines (`TABLE_BENCH_DETAIL` set) on standard error.
    public init(label: String) throws {
        try Backends.start(named: "gtk")
        cb_settings()
        _ = cb_empty_window()
        _ = cb_wait_for_draw()
        baseline = cb_rss_kib()
        self.label = label
    }

    public func detail(_ text: @autoclosure () -> String) {
        if showsDetail {
            FileHandle.standardError.write(Data("\(label): \(text())\n".utf8))
        }
    }

    public func record(_ figure: Double) { figures.append(figure) }

    /// The memory added since the baseline, in MiB.
    public func recordMemory(kib: Int) { figures.append(Double(kib) / 1024) }

    /// Times making what is measured (`populate`: the first figure) and, from the same start,
    /// its first frame after `show` (the second); then settles the main loop. Returns what
    /// `populate` made and the memory it added, in KiB.
    public func timeFirstFrame<Made>(populate: () -> Made, show: (Made) -> Void) -> (made: Made, memory: Int) {
        let start = cb_now()
        let made = populate()
        figures.append(cb_now() - start)
        show(made)
        _ = cb_wait_for_draw()
        figures.append(cb_now() - start)
        let memory = cb_rss_kib() - baseline
        cb_settle()
        return (made, memory)
    }

    /// The median of `samples` runs of `work` (given the sample's number), each timed as the
    /// call plus the frame that shows it, with the main loop settled between them; `before`
    /// runs untimed ahead of each sample after the first.
    public func timed(_ samples: Int = 1, before: () -> Void = {}, _ work: (Int) -> Void) {
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

    public func printResult() {
        print("RESULT " + figures.map { String($0) }.joined(separator: " "))
    }
}
#endif // GTK3
