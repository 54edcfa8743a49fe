#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
// The constraint benchmark: one shape, a grid of 200 labels in 20 rows of 10 equal columns
// that follow the window's width, laid out three ways in one process:
//
// - constraints: a constraint container, each label chained to the one before it (leading to
//   trailing + 4), all as wide as the first, rows 4 apart (about 1,000 linear constraints);
// - grid: a GtkGrid (Container(layout: .grid)) with every label expanding horizontally;
// - boxes: a vertical GtkBox of 20 horizontal GtkBoxes of 10 expanding labels.
//
// Run under Xvfb in release mode:
//
//     NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" swift run -c release constraint-bench
//
// Figures (medians over the resizes and first layouts of all rounds, each round laying out
// every shape in turn, CONSTRAINT_BENCH_ROUNDS of them, 15 by default (half a minute); and the
// 95th percentile):
// - "allocate on resize": gtk_widget_size_allocate of the layout's top widget at a new width:
//   for constraints the incremental re-solve (two suggested values, dual simplex) plus the 200
//   child allocations; for GtkGrid/GtkBox their own allocation. Nothing else runs.
// - "window resize frame": gtk_window_resize, then GTK's frame that lays the window out at the
//   new size and draws it (frame clock before-paint to after-paint).
// - "first layout": from creating the 200 labels (and their constraints) to the first frame
//   of the window showing them, wall time; and the main thread's CPU time over the same span
//   (the wall time also waits for the X server and the frame clock, which a shared machine
//   stretches for every shape alike).
// - "height for width" (a separate shape): a constraint component holding a wrapping paragraph
//   and a block under it, asked gtk_widget_get_preferred_height_for_width at a new width each
//   time (the height-for-width solver's suggested width and re-solve, the label's own
//   measurement), against a GtkBox column holding the same two.
import BenchCommon
import CGtk
import CTableBench
import Foundation
import Reactant

enum Shape: String, CaseIterable {
    case constraints, grid, boxes
}

let rows = 20, columns = 10, gap = 4
let resizes = Int(ProcessInfo.processInfo.environment["CONSTRAINT_BENCH_RESIZES"] ?? "") ?? 200
let windowResizes = Int(ProcessInfo.processInfo.environment["CONSTRAINT_BENCH_WINDOW_RESIZES"] ?? "") ?? 40
/// Rounds of every shape in turn: a loaded machine slows the shapes alike within a round, and
/// the first layout (one figure per round) becomes a median over rounds.
let rounds = max(Int(ProcessInfo.processInfo.environment["CONSTRAINT_BENCH_ROUNDS"] ?? "") ?? 15, 1)

@MainActor
func makeLabels() -> [Label] {
    (0..<rows * columns).map { Label(text: String(format: "Cell %03d", $0)) }
}

@MainActor
func build(_ shape: Shape) -> View {
    let labels = makeLabels()
    switch shape {
    case .constraints:
        let root = Container(layout: .constraints)
        root.children(labels)
        for (index, label) in labels.enumerated() {
            let row = index / columns, column = index % columns
            label.snp.makeConstraints { make in
                if row == 0 {
                    make.top.equalToSuperview().offset(gap)
                } else {
                    make.top.equalTo(labels[index - columns].snp.bottom).offset(gap)
                }
                if column == 0 {
                    make.leading.equalToSuperview().offset(gap)
                } else {
                    make.leading.equalTo(labels[index - 1].snp.trailing).offset(gap)
                    make.width.equalTo(labels[index - column])
                }
                if column == columns - 1 {
                    make.trailing.equalToSuperview().inset(gap)
                }
            }
        }
        return root
    case .grid:
        let grid = Container(layout: .grid(rowSpacing: gap, columnSpacing: gap))
        grid.children(labels)
        for (index, label) in labels.enumerated() {
            label.layout.cell(column: index % columns, row: index / columns).expand(horizontally: true, vertically: false)
        }
        grid.layout.margins(EdgeInsets(all: gap))
        return grid
    case .boxes:
        let column = Container(layout: .vertical(spacing: gap))
        for row in 0..<rows {
            let line = Container(layout: .horizontal(spacing: gap))
            line.children(Array(labels[row * columns..<(row + 1) * columns]))
            for label in labels[row * columns..<(row + 1) * columns] {
                label.layout.expand(horizontally: true, vertically: false)
            }
            column.children(line)
        }
        column.layout.margins(EdgeInsets(all: gap))
        return column
    }
}

struct Figures {
    var firstLayout: [Double] = []
    /// The main thread's CPU time over the first layout: what the shape costs this process,
    /// without the waits for the X server and the frame clock that the wall time includes.
    var firstLayoutCPU: [Double] = []
    var allocate: [Double] = []
    var windowFrames: [Double] = []
    var checks: [String] = []
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[sorted.count / 2]
}

func percentile95(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
}

@MainActor
func measure(_ shape: Shape, backend: GtkBackend) -> Figures {
    var figures = Figures()
    let window = backend.makeWindow()
    window.defaultSize = (900, 600)
    let start = cb_now(), startCPU = cb_cpu_now()
    let view = build(shape)
    window.content = view.native
    window.present()
    _ = cb_wait_for_draw()
    figures.firstLayout = [cb_now() - start]
    figures.firstLayoutCPU = [cb_cpu_now() - startCPU]
    cb_settle()

    let widget = backend.gtkWidget(of: view.native)!.assumingMemoryBound(to: GtkWidget.self)
    var height: gint = 0
    var minimumWidth: gint = 0, naturalWidth: gint = 0
    gtk_widget_get_preferred_width(widget, &minimumWidth, &naturalWidth)
    gtk_widget_get_preferred_height_for_width(widget, 900, &height, nil)
    for step in 0..<resizes {
        // Widths above the minimum, a different one every time.
        let width = max(Int(minimumWidth), 700) + (step * 37) % 500
        var allocation = GtkAllocation(x: 0, y: 0, width: gint(width), height: max(height, 600))
        let begin = cb_now()
        gtk_widget_size_allocate(widget, &allocation)
        figures.allocate.append(cb_now() - begin)
    }
    // Where the last label went: the three shapes must agree on the layout they time.
    gtk_widget_queue_resize(widget)
    cb_settle()
    ConstraintLayoutStatistics.reset()
    // GtkGrid and the boxes sit inside their margins: their width at a window width is less.
    let inset = shape == .constraints ? 0 : 2 * gap
    for step in 0..<windowResizes {
        let width = 800 + (step % 2) * 120 + step
        window.resize(width: width, height: 600)
        var frame = 0.0
        for _ in 0..<50 {
            frame = cb_wait_for_draw()
            // The frame that laid the view out at the new width. (Compared with the window's
            // width, the grid and the boxes never matched: their figure was the 50th frame, a
            // repaint with nothing to lay out.)
            if view.native.frame(in: window)?.width == width - inset { break }
        }
        figures.windowFrames.append(frame)
    }
    if shape == .constraints {
        // What the window resizes asked of the constraint layout: suggested sizes only.
        let s = ConstraintLayoutStatistics.self, n = Double(max(windowResizes, 1))
        figures.checks.append(String(format: "per window resize: %.1f size requests (%.1f solved), %.1f allocations (%.1f solved, %.3f ms each), %.1f suggested values, %d constraints added, %d removed",
            Double(s.measures) / n, Double(s.measuresSolved) / n, Double(s.allocations) / n, Double(s.allocationsSolved) / n,
            s.allocationSeconds * 1000 / Double(max(s.allocations, 1)), Double(s.suggestions) / n, s.constraintsAdded, s.constraintsRemoved))
    }
    cb_settle()
    if let last = view.native.nativeChildren.last.flatMap({ $0.nativeChildren.last ?? $0 }),
       let frame = last.frame(in: window) {
        figures.checks.append("last cell at \(frame) in \(view.native.frame(in: window).map(\.description) ?? "?")")
    }
    window.close()
    window.content = nil
    return figures
}

/// The median time of gtk_widget_get_preferred_height_for_width at a new width each time,
/// and the heights at the narrowest and widest width, for a wrapping paragraph with a block
/// under it: in a constraint component, or in a GtkBox column.
@MainActor
func measureHeightForWidth(constraints: Bool, backend: GtkBackend) -> (median: Double, p95: Double, heights: (Int, Int)) {
    let paragraph = Label(text: String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 12))
    paragraph.wraps = true
    let below = Container()
    below.layout.size(width: 40, height: 20)
    let view: View
    if constraints {
        let root = Container(layout: .constraints)
        root.children(paragraph, below)
        paragraph.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview().inset(gap) }
        below.snp.makeConstraints { make in
            make.top.equalTo(paragraph.snp.bottom).offset(gap)
            make.leading.bottom.equalToSuperview().inset(gap)
        }
        view = root
    } else {
        let column = Container(layout: .vertical(spacing: gap))
        column.children(paragraph, below)
        column.layout.margins(EdgeInsets(all: gap))
        view = column
    }
    let window = backend.makeWindow()
    window.defaultSize = (600, 400)
    window.content = view.native
    window.present()
    _ = cb_wait_for_draw()
    cb_settle()
    let widget = backend.gtkWidget(of: view.native)!.assumingMemoryBound(to: GtkWidget.self)
    var times: [Double] = []
    var heights = (0, 0)
    for step in 0..<resizes {
        let width = 200 + (step * 37) % 700
        var minimum: gint = 0, natural: gint = 0
        // A new width each time (GTK's own cache keeps the last few answers per widget).
        gtk_widget_queue_resize(widget)
        let begin = cb_now()
        gtk_widget_get_preferred_height_for_width(widget, gint(width), &minimum, &natural)
        times.append(cb_now() - begin)
        if width == 200 { heights.0 = Int(natural) }
    }
    var minimum: gint = 0, natural: gint = 0
    gtk_widget_get_preferred_height_for_width(widget, 899, &minimum, &natural)
    heights.1 = Int(natural)
    window.close()
    window.content = nil
    return (median(times), percentile95(times), heights)
}

@MainActor
func main() throws {
    let backend = try GtkBackend.start()
    cb_settings()
    var results: [Shape: Figures] = [:]
    // A warm-up round so that no shape pays the process's one-time costs alone.
    _ = measure(.constraints, backend: backend)
    // CONSTRAINT_BENCH_SHAPES=constraints measures only those (for a profiler).
    let only = ProcessInfo.processInfo.environment["CONSTRAINT_BENCH_SHAPES"]?.split(separator: ",").compactMap { Shape(rawValue: String($0)) }
    let shapes = only ?? Shape.allCases
    for _ in 0..<rounds {
        for shape in shapes {
            let figures = measure(shape, backend: backend)
            results[shape, default: Figures()].firstLayout += figures.firstLayout
            results[shape, default: Figures()].firstLayoutCPU += figures.firstLayoutCPU
            results[shape, default: Figures()].allocate += figures.allocate
            results[shape, default: Figures()].windowFrames += figures.windowFrames
            // The last round's checks (the layout is the same every round).
            results[shape, default: Figures()].checks = figures.checks
        }
    }
    func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
    guard only == nil else {
        for shape in shapes {
            let figures = results[shape]!
            print("\(shape): \(figures.allocate.count) allocations; first layout \(ms(median(figures.firstLayout))) (CPU \(ms(median(figures.firstLayoutCPU))))")
        }
        return
    }

    print("constraint-bench: \(rows * columns) labels in \(rows) rows × \(columns) columns; GTK \(String(cString: cb_gtk_version()))")
    print("\(rounds) rounds of \(resizes) allocations, \(windowResizes) window resizes and one first layout per shape; medians (95th percentile)\n")
    print("| figure | constraints | GtkGrid | GtkBox rows | constraints / GtkGrid |")
    print("| --- | ---: | ---: | ---: | ---: |")
    let rowsOut: [(String, (Figures) -> (Double, Double?))] = [
        ("allocate on resize", { (median($0.allocate), percentile95($0.allocate)) }),
        ("window resize frame", { (median($0.windowFrames), percentile95($0.windowFrames)) }),
        ("first layout", { (median($0.firstLayout), percentile95($0.firstLayout)) }),
        ("first layout, CPU time", { (median($0.firstLayoutCPU), percentile95($0.firstLayoutCPU)) }),
    ]
    for (name, pick) in rowsOut {
        let values = Shape.allCases.map { pick(results[$0]!) }
        let cells = values.map { value, p95 in p95.map { "\(ms(value)) (\(ms($0)))" } ?? ms(value) }
        let ratio = values[0].0 / max(values[1].0, 1e-9)
        print("| \(name) | \(cells.joined(separator: " | ")) | \(String(format: "%.2f×", ratio)) |")
    }
    print("")
    for shape in Shape.allCases {
        for check in results[shape]!.checks { print("\(shape): \(check)") }
    }
    let flowing = measureHeightForWidth(constraints: true, backend: backend)
    let column = measureHeightForWidth(constraints: false, backend: backend)
    print("")
    print("height for width (a wrapping paragraph and a block, \(resizes) widths from 200 to 899): constraints \(ms(flowing.median)) (\(ms(flowing.p95))), GtkBox column \(ms(column.median)) (\(ms(column.p95)))")
    print("heights at 200 and 899 wide: constraints \(flowing.heights.0), \(flowing.heights.1); GtkBox column \(column.heights.0), \(column.heights.1)")
}

exitOnError { try main() }
#else
import BenchCommon
exitAsGTK3Only("constraint-bench")
#endif // GTK3
