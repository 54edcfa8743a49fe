#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
// The collection configurations of the benchmark (`table-bench --collections`): ours
// (FlowCollectionView, 96×48 items, 6 px spacing) against a plain C GtkFlowBox holding every
// item, same window, same steps, each in a fresh process, measured as the tables are.
import BenchCommon
import BenchSupport
import CTableBench
import Foundation
import Reactant

enum CollectionKind: String, CaseIterable {
    case ours, flowbox
}

let collectionMetrics = ["populate", "first frame", "change one item", "change one item (updateItems)",
                         "insert in middle (updateItems)", "scroll to end", "clear", "memory (MiB)"]

final class BenchItemCell: ViewBase<BenchRow, Void> {
    private let nameLabel = Label()
    private let detailLabel = Label()
    override func loadView() { children(nameLabel, detailLabel) }
    override func update() {
        nameLabel.text = componentState.name
        detailLabel.text = componentState.detail
    }
}

/// Our collection (96×48 items, 6 px apart) showing `models` in a 480×640 window, not yet
/// presented.
@MainActor
func benchCollection(_ models: [BenchRow]) -> (FlowCollectionView<BenchItemCell>, any NativeWindow) {
    let collection = FlowCollectionView<BenchItemCell>(cellFactory: BenchItemCell.init, itemSize: (width: 96, height: 48), spacing: 6)
    let window = benchWindow(showing: collection)
    collection.componentState = .items(models)
    return (collection, window)
}

@MainActor
func runCollectionChild(kind: CollectionKind, items count: Int) throws {
    let timer = try StepTimer(label: "\(kind) \(count)")
    // Ours: the caller's array, which the collection shares.
    var models: [BenchRow] = []
    let middle = count / 2
    switch kind {
    case .ours:
        let (collection, window, memory) = timeOurs(timer, rows: count, into: &models, benchCollection)
        // A caller keeping its array and changing one model, then the same through
        // `updateItems` (our copy let go of first).
        timer.timed(steps.oneRow) { sample in
            models[3].name = "Changed \(sample)"
            collection.componentState = .items(models)
        }
        models = []
        timer.timed(steps.oneRow) { sample in collection.updateItems { $0[4].name = "Changed \(sample)" } }
        timer.timed(steps.insert) { sample in
            collection.updateItems { $0.insert(BenchRow(id: -1 - sample, name: "Inserted", detail: "Inserted"), at: middle) }
        }
        timer.timed(steps.scroll, before: { collection.scrollToItem(0) }) { _ in collection.scrollToItem(collection.itemCount - 1) }
        timer.timed { _ in collection.componentState = .items([]) }
        timer.recordMemory(kib: memory)
        window.close()
    case .flowbox:
        let (flow, memory) = timer.timeFirstFrame(populate: {
            let flow = cb_flow_new()
            cb_flow_populate(flow, Int32(count))
            return flow
        }, show: cb_flow_show)
        timer.timed(steps.oneRow) { sample in cb_flow_change_one(flow, 3, "Changed \(sample)") }
        timer.timed(steps.oneRow) { sample in cb_flow_change_one(flow, 4, "Changed \(sample)") }
        timer.timed(steps.insert) { _ in cb_flow_insert(flow, Int32(middle), "Inserted") }
        timer.timed(steps.scroll, before: { cb_flow_scroll_to_top(flow) }) { _ in cb_flow_scroll_to_end(flow) }
        timer.timed { _ in cb_flow_clear(flow) }
        timer.recordMemory(kib: memory)
    }
    print("GTK \(String(cString: cb_gtk_version()))")
    timer.printResult()
}

func runCollectionConfiguration(_ kind: CollectionKind, items: Int) throws -> [Double] {
    resultFigures(try runChild(["--child-collection", kind.rawValue, String(items)], what: "\(kind) \(items)"))
}

@MainActor
func runCollectionParent() throws {
    let counts = (option("--items") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
    let repeatOption = option("--repeat").flatMap(Int.init)
    print("table-bench --collections: \(machine())")
    print("Animations off, NO_AT_BRIDGE=1; medians; each configuration in a fresh process; 480×640 window, 96×48 items.")
    for count in counts {
        let repeats = repeatOption ?? (count >= 100_000 ? 1 : 3)
        var results: [CollectionKind: [Double]] = [:]
        for kind in CollectionKind.allCases {
            let runs = try (0..<repeats).map { _ in try runCollectionConfiguration(kind, items: count) }
            results[kind] = collectionMetrics.indices.map { metric in median(runs.map { $0[metric] }) }
            FileHandle.standardError.write(Data("done: \(kind.rawValue) \(count) items (\(repeats) run(s))\n".utf8))
        }
        print("")
        print("### \(count.formatted()) items")
        print("")
        print("| figure | ours (FlowCollectionView) | C GtkFlowBox | ours / GtkFlowBox |")
        print("| --- | ---: | ---: | ---: |")
        for (metric, name) in collectionMetrics.enumerated() {
            let ours = results[.ours]![metric], flowBox = results[.flowbox]![metric]
            let isMemory = metric == collectionMetrics.count - 1
            func text(_ value: Double) -> String {
                isMemory ? String(format: "%.1f", value) : (value >= 1 ? String(format: "%.2f s", value) : String(format: "%.1f ms", value * 1000))
            }
            print("| \(name) | \(text(ours)) | \(text(flowBox)) | \(flowBox > 0 ? String(format: "%.2f×", ours / flowBox) : "–") |")
        }
    }
}

/// `--collection-changes ITEMS COUNT`: one item of our collection changed COUNT times by a
/// caller keeping its array, each followed by its frame, for profilers; prints the median
/// call and frame time.
@MainActor
func collectionChanges(items count: Int, times: Int) throws {
    try Backends.start(named: "gtk")
    cb_settings()
    var models = benchRows(count)
    let (collection, window) = benchCollection(models)
    window.present()
    _ = cb_wait_for_draw()
    cb_settle()
    print(timeChanges("change one item", times: times) { time in
        models[2 + time % 10].name = "Changed \(time)"
        collection.componentState = .items(models)
    })
}
#endif // GTK3
