import Foundation
import Reactant

/// What the benchmark executables share on GTK 3 and GTK 4 (no GTK here): each configuration
/// runs in a fresh process (this executable again, with child arguments) and reports its
/// figures on a "RESULT " line.

/// A child run that failed: its status and what it printed.
public struct BenchError: Error, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// The environment the table benchmarks' children run in: no AT-SPI bridge, no accessibility.
public let withoutAccessibility = ["NO_AT_BRIDGE": "1", "GTK_A11Y": "none"]

/// The lines a child run of this executable printed, after it exited with status 0 and
/// printed a "RESULT " line; `environment` is added to this process's.
public func runChild(_ arguments: [String], environment extra: [String: String] = withoutAccessibility, what: String) throws -> [Substring] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = output.split(separator: "\n")
    guard process.terminationStatus == 0, lines.contains(where: { $0.hasPrefix("RESULT ") }) else {
        throw BenchError(message: "\(what) failed (status \(process.terminationStatus)):\n\(output)")
    }
    return lines
}

/// The numbers of a child's "RESULT " line.
public func resultFigures(_ lines: [Substring]) -> [Double] {
    lines.first { $0.hasPrefix("RESULT ") }.map { $0.split(separator: " ").dropFirst().compactMap { Double($0) } } ?? []
}

/// The value after `name` on the command line.
public func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// For a mode `name N M` of a bench: its two numbers, each `defaults`' where left out; nil
/// when the command line has no `name`.
public func modeArguments(_ name: String, defaults: (Double, Double)) -> (Double, Double)? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name) else { return nil }
    func number(_ offset: Int) -> Double? {
        index + offset < arguments.count ? Double(arguments[index + offset]) : nil
    }
    return (number(1) ?? defaults.0, number(2) ?? defaults.1)
}

public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Runs one mode of a bench on the GTK backend (GTK 3 or GTK 4, as built), as `exitOnError`.
public func runOrExit(_ body: @MainActor () throws -> Void) {
    exitOnError {
        try Backends.start(named: "gtk")
        try body()
    }
}

/// Runs a bench on the main actor. Without a display (or on any other error) it says why on
/// standard error and exits with status 1, as the demos do (`Backends.current`), instead of a
/// top-level `try` trapping with a backtrace.
public func exitOnError(_ body: @MainActor () throws -> Void) {
    do {
        try MainActor.assumeIsolated { try body() }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
