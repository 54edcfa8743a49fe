#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
// `table-bench --step STEP KIND ROWS COUNT`: one step of the table benchmark, COUNT times in
// one process, ours or the C recycler, for profilers and for comparisons on a busy machine:
//
//     valgrind --tool=callgrind --toggle-collect='*profiledStep*' .build/release/table-bench --step insert ours 100000 20
//
// Each time is the call and the frame that shows it (its before-paint to after-paint), as the
// benchmark's figures; between two the main loop settles, untimed. Prints the medians of that
// time and of the main thread's CPU time in the same call and frame (which a shared machine
// disturbs far less than wall time).
import BenchCommon
import BenchSupport
import CTableBench
import Foundation
import Reactant

enum ProfiledStep: String, CaseIterable {
    case change, insert, changeUpdate = "change-update", insertUpdate = "insert-update", scroll
}

/// The call and its frame: the one frame on the stack that callgrind collects under.
@inline(never)
func profiledStep(_ work: () -> Void) -> (wall: Double, cpu: Double, callCPU: Double) {
    let start = cb_now(), cpuStart = cb_cpu_now()
    work()
    let call = cb_now() - start, callCPU = cb_cpu_now() - cpuStart
    let frame = cb_wait_for_draw()
    return (call + frame, callCPU + cb_last_paint_cpu(), callCPU)
}

@MainActor
func profileStep(_ step: ProfiledStep, kind: Kind, rows count: Int, times: Int) throws {
    cb_settings()
    _ = cb_empty_window()
    var work: (Int) -> Void
    var before: () -> Void = {}
    var keep: [Any] = []
    let middle = count / 2
    if kind == .ours {
        var models = benchRows(count)
        let (table, window) = benchTable(models)
        keep = [table, window]
        window.present()
        switch step {
        case .change:
            work = { models[2].name = "Changed \($0)"; table.componentState = .items(models) }
        case .insert:
            work = {
                models.insert(BenchRow(id: -1 - $0, name: "Inserted", detail: "Inserted"), at: middle)
                table.componentState = .items(models)
            }
        case .changeUpdate:
            models = []
            work = { time in table.updateItems { $0[3].name = "Changed \(time)" } }
        case .insertUpdate:
            models = []
            work = { time in table.updateItems { $0.insert(BenchRow(id: -1 - time, name: "Inserted", detail: "Inserted"), at: middle) } }
        case .scroll:
            before = { table.scrollToRow(0, at: .top) }
            work = { _ in table.scrollToRow(table.rowCount - 1, at: .bottom) }
        }
    } else {
        let table = cb_table_new(Kind.recycler.cKind)!
        cb_table_populate(table, Int32(count))
        cb_table_show(table)
        switch step {
        case .change, .changeUpdate: work = { cb_table_change_one(table, 2, "Changed \($0)") }
        case .insert, .insertUpdate: work = { _ in cb_table_insert(table, Int32(middle), "Inserted") }
        case .scroll:
            before = { cb_table_scroll_to_top(table) }
            work = { _ in cb_table_scroll_to_end(table) }
        }
    }
    _ = cb_wait_for_draw()
    cb_settle()
    var walls: [Double] = [], cpus: [Double] = [], callCPUs: [Double] = []
    for time in 0..<times {
        before()
        _ = cb_wait_for_draw()
        cb_settle()
        let (wall, cpu, callCPU) = profiledStep { work(time) }
        walls.append(wall)
        cpus.append(cpu)
        callCPUs.append(callCPU)
        cb_settle()
    }
    withExtendedLifetime(keep) {}
    print(String(format: "%@ %@ %d: wall %.3f ms, cpu %.3f ms (call %.3f ms) (medians of %d)", step.rawValue, kind.rawValue, count,
                 median(walls) * 1000, median(cpus) * 1000, median(callCPUs) * 1000, times))
}
#endif // GTK3
