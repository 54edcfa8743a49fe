import Foundation

/// What a bench's child process times frames with, on its GTK: CTableBench's functions on
/// GTK 3 (BenchSupport), CGtk4ListViewBench's on GTK 4 (Gtk4TableBench).
@MainActor
public struct BenchFrames {
    /// Monotonic seconds.
    public let now: () -> Double
    /// The process's resident memory in KiB.
    public let residentKiB: () -> Int
    /// Turns animations off and shows an empty window (the memory baseline).
    public let prepare: () -> Void
    /// Redraws every shown window and returns the seconds spent inside that frame.
    public let waitForDraw: () -> Double
    /// Runs what the main loop has pending, untimed.
    public let settle: () -> Void

    public init(now: @escaping () -> Double, residentKiB: @escaping () -> Int, prepare: @escaping () -> Void,
                waitForDraw: @escaping () -> Double, settle: @escaping () -> Void) {
        self.now = now
        self.residentKiB = residentKiB
        self.prepare = prepare
        self.waitForDraw = waitForDraw
        self.settle = settle
    }
}

/// A named frame around each measured call, for profilers (`valgrind --tool=callgrind
/// --toggle-collect='*measuredWork*'`).
@inline(never)
public func measuredWork(_ sample: Int, _ work: (Int) -> Void) { work(sample) }

/// One configuration's child process: animations off, an empty window drawn first (so that
/// GTK's own start is not measured), then the figures of its steps, printed on the "RESULT "
/// line the parent reads. The same on GTK 3 and GTK 4: only `BenchFrames` differs.
@MainActor
public final class StepTimer {
    public private(set) var figures: [Double] = []
    /// The resident memory after the empty window, in KiB.
    public let baseline: Int
    private let label: String
    private let showsDetail = ProcessInfo.processInfo.environment["TABLE_BENCH_DETAIL"] != nil

    private let frames: BenchFrames

    /// `label` starts the detail lines (`TABLE_BENCH_DETAIL` set) on standard error.
    public init(label: String, frames: BenchFrames) {
        self.frames = frames
        frames.prepare()
        _ = frames.waitForDraw()
        baseline = frames.residentKiB()
        self.label = label
    }

    /// Monotonic seconds, by the frames' clock.
    public func now() -> Double { frames.now() }

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
        let start = frames.now()
        let made = populate()
        figures.append(frames.now() - start)
        show(made)
        _ = frames.waitForDraw()
        figures.append(frames.now() - start)
        let memory = frames.residentKiB() - baseline
        frames.settle()
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
                _ = frames.waitForDraw()
                frames.settle()
            }
            let start = frames.now()
            measuredWork(sample, work)
            let call = frames.now() - start
            let paint = frames.waitForDraw()
            detail("call \(call * 1000) ms, frame \(paint * 1000) ms")
            times.append(call + paint)
            frames.settle()
        }
        figures.append(median(times))
    }

    public func printResult() {
        print("RESULT " + figures.map { String($0) }.joined(separator: " "))
    }
}
