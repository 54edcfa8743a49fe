#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
// The collection configurations of the benchmark (`table-bench --collections`): ours
// (FlowCollectionView, 96×48 items, 6 px spacing) against a plain C GtkFlowBox holding every
// item, same window, same steps, each in a fresh process, measured as the tables are.
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

@MainActor
func runCollectionChild(kind: CollectionKind, items count: Int) throws {
    try Backends.start(named: "gtk")
    cb_settings()
    _ = cb_empty_window()
    _ = cb_wait_for_draw()
    let baseline = cb_rss_kib()
    var figures: [Double] = []
    /// As the table benchmark's: the median of `samples` runs, each the call plus its frame.
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
            let frame = cb_wait_for_draw()
            if ProcessInfo.processInfo.environment["TABLE_BENCH_DETAIL"] != nil {
                FileHandle.standardError.write(Data("\(kind) \(count): call \(call * 1000) ms, frame \(frame * 1000) ms\n".utf8))
            }
            times.append(call + frame)
            cb_settle()
        }
        figures.append(median(times))
    }
    let middle = count / 2
    switch kind {
    case .ours:
        let start = cb_now()
        var models = (0..<count).map { BenchRow(id: $0, name: "Name \($0)", detail: "Detail \($0)") }
        let collection = FlowCollectionView<BenchItemCell>(cellFactory: BenchItemCell.init, itemSize: (width: 96, height: 48), spacing: 6)
        let window = Backends.current.makeWindow()
        window.defaultSize = (width: 480, height: 640)
        window.content = collection.native
        collection.componentState = .items(models)
        figures.append(cb_now() - start)
        window.present()
        _ = cb_wait_for_draw()
        figures.append(cb_now() - start)
        let memory = cb_rss_kib() - baseline
        cb_settle()
        // A caller keeping its array and changing one model, then the same through
        // `updateItems` (our copy let go of first).
        timed(steps.oneRow) { sample in
            models[3].name = "Changed \(sample)"
            collection.componentState = .items(models)
        }
        models = []
        timed(steps.oneRow) { sample in collection.updateItems { $0[4].name = "Changed \(sample)" } }
        timed(steps.insert) { sample in
            collection.updateItems { $0.insert(BenchRow(id: -1 - sample, name: "Inserted", detail: "Inserted"), at: middle) }
        }
        timed(steps.scroll, before: { collection.scrollToItem(0) }) { _ in collection.scrollToItem(collection.itemCount - 1) }
        timed { _ in collection.componentState = .items([]) }
        figures.append(Double(memory) / 1024)
        window.close()
    case .flowbox:
        let start = cb_now()
        let flow = cb_flow_new()
        cb_flow_populate(flow, Int32(count))
        figures.append(cb_now() - start)
        cb_flow_show(flow)
        _ = cb_wait_for_draw()
        figures.append(cb_now() - start)
        let memory = cb_rss_kib() - baseline
        cb_settle()
        timed(steps.oneRow) { sample in cb_flow_change_one(flow, 3, "Changed \(sample)") }
        timed(steps.oneRow) { sample in cb_flow_change_one(flow, 4, "Changed \(sample)") }
        timed(steps.insert) { _ in cb_flow_insert(flow, Int32(middle), "Inserted") }
        timed(steps.scroll, before: { cb_flow_scroll_to_top(flow) }) { _ in cb_flow_scroll_to_end(flow) }
        timed { _ in cb_flow_clear(flow) }
        figures.append(Double(memory) / 1024)
    }
    print("GTK \(String(cString: cb_gtk_version()))")
    print("RESULT " + figures.map { String($0) }.joined(separator: " "))
}

func runCollectionConfiguration(_ kind: CollectionKind, items: Int) throws -> [Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--child-collection", kind.rawValue, String(items)]
    var environment = ProcessInfo.processInfo.environment
    environment["NO_AT_BRIDGE"] = "1"
    environment["GTK_A11Y"] = "none"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let result = output.split(separator: "\n").first(where: { $0.hasPrefix("RESULT ") }) else {
        throw NSError(domain: "table-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(kind) \(items) failed:\n\(output)"])
    }
    return result.split(separator: " ").dropFirst().compactMap { Double($0) }
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
    var models = (0..<count).map { BenchRow(id: $0, name: "Name \($0)", detail: "Detail \($0)") }
    let collection = FlowCollectionView<BenchItemCell>(cellFactory: BenchItemCell.init, itemSize: (width: 96, height: 48), spacing: 6)
    let window = Backends.current.makeWindow()
    window.defaultSize = (width: 480, height: 640)
    window.content = collection.native
    collection.componentState = .items(models)
    window.present()
    _ = cb_wait_for_draw()
    cb_settle()
    // Each change is shown once with the whole window redrawn (as the benchmark's figures
    // are) and once with only what GTK invalidated redrawn; then a frame with nothing changed.
    var calls: [Double] = [], frames: [Double] = [], partialFrames: [Double] = [], idleFrames: [Double] = []
    for time in 0..<times {
        let whole = time % 2 == 0
        let start = cb_now()
        models[2 + time % 10].name = "Changed \(time)"
        collection.componentState = .items(models)
        calls.append(cb_now() - start)
        if whole { frames.append(cb_wait_for_draw()) } else { partialFrames.append(cb_wait_for_frame()) }
        cb_settle()
        if whole { idleFrames.append(cb_wait_for_draw()) }
    }
    print(String(format: "change one item: call %.2f ms, frame %.2f ms redrawing the whole window, %.2f ms redrawing what changed; a whole-window redraw of nothing changed %.2f ms (medians of %d)",
                 median(calls) * 1000, median(frames) * 1000, median(partialFrames) * 1000, median(idleFrames) * 1000, times))
}
#endif // GTK3
