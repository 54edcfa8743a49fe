import Foundation

/// One of the package's executables (a demo, `parity-check`) run to its end in a child
/// process, for tests of what it prints and how it ends.
struct ProgramRun {
    var reason: Process.TerminationReason
    var status: Int32
    /// What it wrote to standard output and to standard error. Both are read once it has
    /// ended: enough for the few lines these programs print (a pipe holds 64 KiB).
    var output: String
    var errors: String

    /// Runs `program` with `arguments` in this process's environment with `changes` laid
    /// over it (a nil value removes the variable).
    init(_ program: URL, arguments: [String] = [], environment changes: [String: String?] = [:]) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        reason = process.terminationReason
        status = process.terminationStatus
        self.output = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        self.errors = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The executable `name` of this build: the test bundle sits in the build products
    /// folder, beside the executables.
    static func executable(_ name: String) -> URL? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
