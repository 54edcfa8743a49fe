// startup-bench: how long the Greeter takes from launch to its first drawn window, and how
// much memory it holds then, against the same window written in plain C GTK.
//
// Run under one X server, e.g.:
//   NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" swift run -c release startup-bench
// A GTK4 build (swift build -c release --traits GTK4 --scratch-path .build-gtk4) measures the
// GTK 4 Greeter against startup-c-greeter-gtk4, the same window in plain C GTK 4 + libadwaita.
// Options: --runs N (launches of each program, default 15).
//
// Both programs print `reactant-startup: first-frame` when their first window has been drawn
// (REACTANT_STARTUP_PROBE=1). The programs are launched alternately, the order switching
// every round, so a slow moment of this shared machine hits both alike. The CPU time each
// used until then (user + system, 10 ms ticks) is printed too: it hardly moves with the
// machine's load, where the wall time does. Memory is the
// resident set (VmRSS) and the proportional set (Pss) read at that moment. A launch that shows
// no window (an X server that refuses a connection now and then) is retried, and counted.
import Foundation

struct Sample {
    var milliseconds: Double
    /// User plus system CPU time the process had used at its first frame: unlike the wall
    /// time, it hardly changes when other work shares the machine.
    var cpuMilliseconds: Double
    var residentKiB: Int
    var proportionalKiB: Int
}

struct LaunchError: Error, CustomStringConvertible {
    var description: String
}

/// The value of a `Key:   123 kB` line in a /proc file, in KiB.
func kibibytes(_ key: String, in path: String) -> Int {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// utime + stime of a process, from /proc/<pid>/stat (fields 14 and 15, in clock ticks).
func cpuMilliseconds(of pid: Int32) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = text.lastIndex(of: ")") else { return .nan }
    // After the command name in parentheses: state is field 3, utime 14, stime 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
    return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Launches `program`, waits for its first frame, measures, and ends it.
func launch(_ program: URL) throws -> Sample {
    let process = Process()
    process.executableURL = program
    var environment = ProcessInfo.processInfo.environment
    environment["REACTANT_STARTUP_PROBE"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now()
    try process.run()
    defer {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(2)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
    }
    let reader = output.fileHandleForReading
    var seen = ""
    while !seen.contains("reactant-startup: first-frame") {
        let data = reader.availableData
        if data.isEmpty {
            throw LaunchError(description: "\(program.lastPathComponent) ended without showing a window")
        }
        seen += String(decoding: data, as: UTF8.self)
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    let pid = process.processIdentifier
    return Sample(milliseconds: elapsed, cpuMilliseconds: cpuMilliseconds(of: pid),
                  residentKiB: kibibytes("VmRSS", in: "/proc/\(pid)/status"),
                  proportionalKiB: kibibytes("Pss", in: "/proc/\(pid)/smaps_rollup"))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let arguments = CommandLine.arguments
var runs = 15
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
    runs = value
} else if arguments.count > 1 {
    print("usage: startup-bench [--runs N]")
    exit(2)
}
guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
    print("startup-bench needs an X display: run it under xvfb-run -a (Debian package xvfb).")
    exit(1)
}

let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
#if GTK4
// A GTK4 build's Greeter runs on GTK 4 and libadwaita: its reference is the C greeter of those.
let reference = (name: "plain C GTK 4 + libadwaita", program: "startup-c-greeter-gtk4")
#else
let reference = (name: "plain C GTK", program: "startup-c-greeter")
#endif
let programs = [(reference.name, folder.appendingPathComponent(reference.program)),
                ("Reactant Greeter", folder.appendingPathComponent("greeter-demo"))]
for (_, url) in programs where !FileManager.default.isExecutableFile(atPath: url.path) {
    #if GTK4
    print("missing \(url.path): build the package first (swift build -c release --traits GTK4 --scratch-path .build-gtk4)")
    #else
    print("missing \(url.path): build the package first (swift build -c release)")
    #endif
    exit(1)
}

var samples: [[Sample]] = [[], []]
var retries = [0, 0]
// One launch each first, not counted: it fills the file cache for both.
for (_, url) in programs { _ = try? launch(url) }
for round in 0..<runs {
    let order = round % 2 == 0 ? [0, 1] : [1, 0]
    for index in order {
        var attempt = 0
        while true {
            do {
                samples[index].append(try launch(programs[index].1))
                break
            } catch {
                attempt += 1
                retries[index] += 1
                if attempt == 5 {
                    print("\(programs[index].0): \(error), 5 times in a row; giving up")
                    exit(1)
                }
            }
        }
    }
}

func row(_ name: String, _ c: Double, _ ours: Double, unit: String, digits: Int = 1) -> String {
    let format = "%.\(digits)f"
    return "| \(name) | \(String(format: format, c)) \(unit) | \(String(format: format, ours)) \(unit) | \(String(format: "%.2f", ours / c))× | \(String(format: format, ours - c)) \(unit) |"
}
let launchC = median(samples[0].map(\.milliseconds)), launchOurs = median(samples[1].map(\.milliseconds))
let cpuC = median(samples[0].map(\.cpuMilliseconds)), cpuOurs = median(samples[1].map(\.cpuMilliseconds))
let rssC = median(samples[0].map { Double($0.residentKiB) / 1024 }), rssOurs = median(samples[1].map { Double($0.residentKiB) / 1024 })
let pssC = median(samples[0].map { Double($0.proportionalKiB) / 1024 }), pssOurs = median(samples[1].map { Double($0.proportionalKiB) / 1024 })
print("Start-up, launch to first drawn window; medians of \(runs) launches each, alternating")
#if GTK4
// GTK 4 draws through GSK; under Xvfb its GL renderer runs on Mesa's software rasterizer.
print("GTK 4; GSK_RENDERER=\(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "(unset: GTK's choice)")")
#endif
print("| figure | \(reference.name) | Reactant Greeter | ratio | difference |")
print("| --- | --: | --: | --: | --: |")
print(row("launch to first frame", launchC, launchOurs, unit: "ms"))
print(row("CPU time to first frame", cpuC, cpuOurs, unit: "ms"))
print(row("resident memory (VmRSS)", rssC, rssOurs, unit: "MiB"))
print(row("proportional memory (Pss)", pssC, pssOurs, unit: "MiB"))
let spread = { (s: [Sample]) in "\(String(format: "%.1f", s.map(\.milliseconds).min() ?? 0))–\(String(format: "%.1f", s.map(\.milliseconds).max() ?? 0)) ms" }
print("launch range: C \(spread(samples[0])), Greeter \(spread(samples[1])); retries: C \(retries[0]), Greeter \(retries[1])")
