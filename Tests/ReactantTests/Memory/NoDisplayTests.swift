import Foundation
import Testing

/// Starting the GTK backend with no display must end with a clear message and a non-zero
/// status, not a crash. Runs the real demo binary in a child process with the display
/// variables removed.
@Suite struct NoDisplayTests {
    @Test func theDemoExplainsHowToGetADisplay() throws {
        let binary = try #require(Self.demoBinary(), "greeter-demo is built next to the tests")
        let process = Process()
        process.executableURL = binary
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["REACTANT_BACKEND"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(message.contains("could not open a display"))
        #expect(message.contains("xvfb-run"))
    }

    /// The test bundle sits in the build products folder, beside the executables.
    static func demoBinary(_ name: String = "greeter-demo") -> URL? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
