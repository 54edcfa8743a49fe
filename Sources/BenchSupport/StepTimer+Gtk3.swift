#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import BenchCommon
import CTableBench
import Reactant

extension BenchFrames {
    /// GTK 3's frames, through CTableBench.
    public static var gtk3: BenchFrames {
        BenchFrames(now: cb_now, residentKiB: cb_rss_kib, prepare: { cb_settings(); _ = cb_empty_window() },
                    waitForDraw: cb_wait_for_draw, settle: cb_settle)
    }
}

extension StepTimer {
    /// A GTK 3 child process's timer (the GTK backend started).
    public convenience init(label: String) throws {
        try Backends.start(named: "gtk")
        self.init(label: label, frames: .gtk3)
    }
}
#endif // GTK3
