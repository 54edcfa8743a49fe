import Foundation
import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// The README's app-shell examples, compiled and run as written there.
    // A hang guard. Swift Testing counts a UI test's wait for its turn (`.uiSerialized`)
    // into the limit, and the GTK run's UI tests take over a minute together.
    @Suite(.timeLimit(.minutes(10))) @MainActor struct ShellReadmeExamplesTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func theExamplesWorkAsTheReadmeSays() throws {
            let (application, window, navigation) = showInApplication(PageController("Notes"), id: "org.reactantgtk.ReadmeShell")
            defer { closeAllWindows() }
            var deleted = false

            // Alerts
            let alert = AlertController(title: "Delete the note?", message: "It can't be recovered.")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
            navigation.present(controller: alert)
            try Interact.tap(try #require(alert.button(titled: "Delete")))
            #expect(deleted)

            // File chooser
            var opened: [URL]?
            FileChooser.open(filters: [FileFilter(name: "Text", patterns: ["*.txt"], mimeTypes: ["text/plain"])],
                             allowsMultiple: true, from: window) { result in
                switch result {
                case .success(let urls) where urls.isEmpty: opened = []          // cancelled
                case .success(let urls): opened = urls
                case .failure(let error): Diagnostics.warning("\(error)")        // no display, no portal, busy
                }
            }
            try Interact.cancelFileChooser()
            #expect(opened == [])

            // Clipboard
            Clipboard.copy("Ada Lovelace")
            var pasted: String?
            Clipboard.readText { text in if let text { pasted = text } }
            let deadline = Date().addingTimeInterval(5)
            while pasted == nil, Date() < deadline { Backends.current.processPendingEvents() }
            Interact.settle()
            #expect(pasted == "Ada Lovelace")

            // Shutdown
            var saved = false
            application.willTerminate = { saved = true }
            application.quit()
            #expect(saved)
        }
    }
}
