#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
// The soak benchmark: opens and closes each standard window, menu, popover and dialog many
// times and prints the heap the process keeps per cycle (glibc's count of bytes in use, read
// after a warm-up and with the main loop run dry, see HeapMeter). The aim is 0 B; under 16 B
// a cycle is allocator noise. Not a timed test.
//
//     swift build --product soak-bench
//     NO_AT_BRIDGE=1 xvfb-run -a .build/debug/soak-bench --backend gtk [--cycles 10000] [--only "alert"]
//     .build/debug/soak-bench --backend headless
//
// --readings prints the 11 heap readings of each scenario to standard error.
import BenchCommon
import Foundation
import Reactant
import ReactantTesting

struct Options {
    var backend = "headless"
    var cycles = 10_000
    var warmUp = 200
    var only: [String] = []
    var showsReadings = false

    static let usage = """
        usage: soak-bench [--backend headless|gtk] [--cycles N] [--warm-up N] [--only NAME[,NAME…]] [--readings]
        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw SoakError("\(flag) needs a value\n\(Self.usage)") }
            return next
        }
        func count(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text), number > 0 else { throw SoakError("\(flag) takes a positive number, not '\(text)'") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--backend": backend = try value(argument)
            case "--cycles": cycles = try count(argument)
            case "--warm-up": warmUp = try count(argument)
            case "--only": only = try value(argument).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "--readings": showsReadings = true
            case "--help", "-h": print(Self.usage); exit(0)
            default: throw SoakError("unknown argument '\(argument)'\n\(Self.usage)")
            }
        }
        guard ["headless", "gtk"].contains(backend) else { throw SoakError("--backend takes headless or gtk, not '\(backend)'") }
    }
}

@MainActor
func runBench(_ options: Options) throws {
    let soak = SoakApp()
    var scenarios = soak.scenarios
    if !options.only.isEmpty {
        let unknown = options.only.filter { name in !scenarios.contains { $0.name == name } }
        guard unknown.isEmpty else {
            throw SoakError("no scenario \(unknown); there are: \(scenarios.map(\.name).joined(separator: ", "))")
        }
        scenarios = scenarios.filter { options.only.contains($0.name) }
    }
    print("soak-bench on the \(options.backend) backend: \(options.cycles) cycles after \(options.warmUp) of warm-up, heap bytes kept per cycle")
    print("| scenario | cycles | heap after warm-up | at the end | B/cycle | |")
    print("| --- | --: | --: | --: | --: | --- |")
    var leaking: [String] = []
    for scenario in scenarios {
        for _ in 0..<options.warmUp { try scenario.cycle() }
        // The heap at 11 points along the run; the figure is the median of the ten tenths'
        // growth per cycle, so that a cache GTK fills or empties once (it frees about 0.9 MB
        // of the Shortcuts windows' warm-up at some point later) moves it little.
        var points: [(cycles: Double, bytes: Double)] = []
        func checkpoint(_ cycles: Int) {
            HeapMeter.settle()
            points.append((Double(cycles), Double(HeapMeter.allocatedBytes)))
        }
        checkpoint(0)
        let started = ContinuousClock.now
        var done = 0
        for segment in 1...10 {
            let end = options.cycles * segment / 10
            while done < end {
                try scenario.cycle()
                done += 1
            }
            checkpoint(done)
        }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        let perCycle = medianGrowth(points)
        let verdict = perCycle < 16 ? "ok" : "keeps memory"
        if perCycle >= 16 { leaking.append(scenario.name) }
        let first = Int(points.first!.bytes), last = Int(points.last!.bytes)
        if options.showsReadings {
            let readings = points.map { "\(Int($0.cycles)): \(Int($0.bytes))" }.joined(separator: ", ")
            FileHandle.standardError.write(Data("\(scenario.name): heap after cycles \(readings)\n".utf8))
        }
        print("| \(scenario.name) | \(options.cycles) | \(first) | \(last) | \(String(format: "%.1f", perCycle)) | \(verdict) (\(String(format: "%.1f", seconds)) s) |")
    }
    print(leaking.isEmpty ? "no scenario keeps 16 B or more a cycle" : "keeping 16 B or more a cycle: \(leaking.joined(separator: ", "))")
}

/// The median over consecutive readings of the bytes gained per cycle between them.
func medianGrowth(_ points: [(cycles: Double, bytes: Double)]) -> Double {
    let growths = zip(points, points.dropFirst())
        .map { earlier, later in (later.bytes - earlier.bytes) / (later.cycles - earlier.cycles) }
        .sorted()
    guard !growths.isEmpty else { return 0 }
    let middle = growths.count / 2
    return growths.count % 2 == 1 ? growths[middle] : (growths[middle - 1] + growths[middle]) / 2
}

// GSlice (GLib before 2.76) keeps freed blocks in its own caches, which malloc would count as
// in use: every GLib allocation goes through malloc here, so a freed one shows as freed.
setenv("G_SLICE", "always-malloc", 1)
// The bench writes none of the person's settings (GTK's dialogs remember folders and sizes).
setenv("GSETTINGS_BACKEND", "memory", 0)
exitOnError {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    try Backends.start(named: options.backend)
    if options.backend == "gtk" { GtkAnimations.turnOff() }
    try runBench(options)
}
#else
import BenchCommon
exitAsGTK3Only("soak-bench")
#endif // GTK3
