import Foundation
import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Copying and reading text through the clipboard (GtkClipboard on GTK), on both backends.
    // A hang guard. Swift Testing counts a UI test's wait for its turn (`.uiSerialized`)
    // into the limit, and the GTK run's UI tests take over a minute together.
    @Suite(.timeLimit(.minutes(10))) @MainActor struct ClipboardTests {
        init() throws {
            try TestBackend.start()
        }

        /// Reads the clipboard as an app does, and waits on the main loop for the answer
        /// (GTK converts the selection through the X server; headless answers when idle).
        private func read() -> String?? {
            var answer: String??
            Clipboard.readText { answer = .some($0) }
            let deadline = Date().addingTimeInterval(5)
            while answer == nil, Date() < deadline {
                Backends.current.processPendingEvents()
            }
            Interact.settle()
            return answer
        }

        @Test func copiedTextIsReadBackLater() throws {
            Clipboard.copy("Ada Lovelace")
            var answer: String??
            Clipboard.readText { answer = .some($0) }
            #expect(answer == nil)  // not at once: the answer comes from the main loop
            #expect(read() == .some("Ada Lovelace"))
            Clipboard.copy("Grace Hopper")
            Clipboard.copy("Barbara Liskov ✓")
            #expect(read() == .some("Barbara Liskov ✓"))
        }

        @Test func textWithANulIsCutThereWithAWarning() throws {
            let recorder = DiagnosticsRecorder()
            Clipboard.copy("first\0second")
            #expect(recorder.contains("Clipboard.copy: the text has a NUL character at offset 5; only the text before it is copied."))
            #expect(read() == .some("first"))
        }
    }
}
