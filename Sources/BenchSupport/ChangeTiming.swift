#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import BenchCommon
import CTableBench
import Foundation

/// Times `times` changes of one model, each followed by its frame (for profilers): each
/// change is shown once with the whole window redrawn (as the benchmarks' figures are) and
/// once with only what GTK invalidated redrawn; then a frame with nothing changed. `change`
/// makes change number `time` (the call timed). Returns the summary line, `what` naming it.
@MainActor
public func timeChanges(_ what: String, times: Int, change: (Int) -> Void) -> String {
    var calls: [Double] = [], frames: [Double] = [], partialFrames: [Double] = [], idleFrames: [Double] = []
    for time in 0..<times {
        let whole = time % 2 == 0
        let start = cb_now()
        change(time)
        calls.append(cb_now() - start)
        if whole { frames.append(cb_wait_for_draw()) } else { partialFrames.append(cb_wait_for_frame()) }
        cb_settle()
        if whole { idleFrames.append(cb_wait_for_draw()) }
    }
    return "\(what): " + String(format: "call %.2f ms, frame %.2f ms redrawing the whole window, %.2f ms redrawing what changed; a whole-window redraw of nothing changed %.2f ms (medians of %d)",
                  median(calls) * 1000, median(frames) * 1000, median(partialFrames) * 1000, median(idleFrames) * 1000, times)
}
#endif // GTK3
