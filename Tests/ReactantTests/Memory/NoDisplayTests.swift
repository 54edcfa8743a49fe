import Foundation
import Testing

/// Starting the GTK backend with no display must end with a clear message and a non-zero
/// status, not a crash. Runs the real demo binary in a child process with the display
/// variables removed.
@Suite struct NoDisplayTests {
    @Test func theDemoExplainsHowToGetADisplay() throws {
        let binary = try #require(ProgramRun.executable("greeter-demo"), "greeter-demo is built next to the tests")
        let run = try ProgramRun(binary, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "REACTANT_BACKEND": nil])

        #expect(run.reason == .exit)
        #expect(run.status == 1)
        #expect(run.errors.contains("could not open a display"))
        #expect(run.errors.contains("xvfb-run"))
    }
}
