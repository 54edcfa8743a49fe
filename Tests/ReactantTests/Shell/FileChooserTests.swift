import Foundation
import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Open, save and folder choosers (GtkFileChooserNative on GTK, a stand-in headless),
    /// answered as a person would.
    // A hang guard. Swift Testing counts a UI test's wait for its turn (`.uiSerialized`)
    // into the limit, and the GTK run's UI tests take over a minute together.
    @Suite(.timeLimit(.minutes(10))) @MainActor struct FileChooserTests {
        private let folder: URL

        init() throws {
            try TestBackend.start()
            closeAllWindows()
            folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("reactant-file-chooser-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Photos"), withIntermediateDirectories: true)
            for name in ["a.txt", "b.txt", "c.md"] {
                try Data("text".utf8).write(to: folder.appendingPathComponent(name))
            }
        }

        private func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

        @Test func openAsksWithFiltersAndAnswersWithTheChosenFilesLater() throws {
            let (window, _) = showNavigation(PageController("Notes"))
            defer { closeAllWindows() }
            var answers: [Result<[URL], FileChooserError>] = []
            let text = FileFilter(name: "Text", patterns: ["*.txt"], mimeTypes: ["text/plain"])
            FileChooser.open(title: "Open Notes", filters: [text], allowsMultiple: true, folder: folder, from: window) {
                answers.append($0)
            }
            Interact.settle()
            #expect(Interact.shownFileChooser == FileChooserRequest(mode: .open(multiple: true), title: "Open Notes",
                                                                   filters: [text], folder: folder))
            #expect(answers.isEmpty)
            try Interact.chooseFiles([file("a.txt"), file("b.txt")])
            #expect(answers.count == 1)
            let chosen = try #require(try answers.first?.get())
            #expect(Set(chosen.map(\.standardizedFileURL)) == [file("a.txt").standardizedFileURL, file("b.txt").standardizedFileURL])
            #expect(Interact.shownFileChooser == nil)
        }

        @Test func cancellingIsANormalAnswer() throws {
            let (window, _) = showNavigation(PageController("Notes"))
            defer { closeAllWindows() }
            var opened: [Result<[URL], FileChooserError>] = []
            FileChooser.open(from: window) { opened.append($0) }
            #expect(Interact.shownFileChooser?.title == "Open")
            try Interact.cancelFileChooser()
            #expect(opened == [.success([])])

            var saved: [Result<URL?, FileChooserError>] = []
            FileChooser.save(suggestedName: "notes.txt", from: window) { saved.append($0) }
            try Interact.cancelFileChooser()
            #expect(saved == [.success(nil)])
            #expect(throws: InteractionError.self) { try Interact.cancelFileChooser() }
        }

        @Test func saveProposesANameAndAnswersWithThePlaceChosen() throws {
            let (window, _) = showNavigation(PageController("Notes"))
            defer { closeAllWindows() }
            var saved: [Result<URL?, FileChooserError>] = []
            FileChooser.save(title: "Save Note", suggestedName: "note.txt", folder: folder, from: window) { saved.append($0) }
            #expect(Interact.shownFileChooser == FileChooserRequest(mode: .save(suggestedName: "note.txt"), title: "Save Note",
                                                                   folder: folder))
            try Interact.chooseFiles([file("new note.txt")])
            #expect(saved.count == 1)
            #expect(try saved.first?.get()?.standardizedFileURL == file("new note.txt").standardizedFileURL)
        }

        @Test func aFolderChooserAnswersWithTheFolder() throws {
            let (window, _) = showNavigation(PageController("Photos"))
            defer { closeAllWindows() }
            var chosen: [Result<URL?, FileChooserError>] = []
            FileChooser.selectFolder(folder: folder, from: window) { chosen.append($0) }
            #expect(Interact.shownFileChooser?.mode == .selectFolder)
            #expect(Interact.shownFileChooser?.acceptLabel == "_Select")
            // A person can't pick a file in a folder chooser.
            #expect(throws: InteractionError.self) { try Interact.chooseFiles([file("a.txt")]) }
            try Interact.chooseFiles([file("Photos")])
            #expect(try chosen.first?.get()?.standardizedFileURL == file("Photos").standardizedFileURL)
        }

        @Test func whatAPersonCouldNotPickIsRefused() throws {
            let (window, _) = showNavigation(PageController("Notes"))
            defer { closeAllWindows() }
            var answers: [Result<[URL], FileChooserError>] = []
            #expect(throws: InteractionError.self) { try Interact.chooseFiles([file("a.txt")]) }  // none shown
            FileChooser.open(folder: folder, from: window) { answers.append($0) }
            #expect(throws: InteractionError.self) { try Interact.chooseFiles([file("a.txt"), file("b.txt")]) }
            #expect(throws: InteractionError.self) { try Interact.chooseFiles([file("missing.txt")]) }
            #expect(throws: InteractionError.self) { try Interact.chooseFiles([file("Photos")]) }
            #expect(answers.isEmpty)
            try Interact.chooseFiles([file("c.md")])
            #expect(answers.count == 1)
        }

        @Test func misuseIsReportedAndAnsweredNeverLeftWaiting() throws {
            let recorder = DiagnosticsRecorder()
            let (window, _) = showNavigation(PageController("Notes"))
            defer { closeAllWindows() }
            var first: [Result<URL?, FileChooserError>] = []
            var second: [Result<[URL], FileChooserError>] = []
            FileChooser.save(suggestedName: "drafts/today.txt",
                             filters: [FileFilter(name: "Nothing"), FileFilter(name: "Text", patterns: ["*.txt"])],
                             from: window) { first.append($0) }
            #expect(recorder.contains(#"the suggested name "drafts/today.txt" is a path; only "today.txt" is proposed"#))
            #expect(recorder.contains(#"FileFilter "Nothing" has no patterns and no MIME types; it is left out."#))
            #expect(Interact.shownFileChooser?.mode == .save(suggestedName: "today.txt"))
            #expect(Interact.shownFileChooser?.filters.map(\.name) == ["Text"])
            // One chooser per window at a time: the second is answered with an error.
            FileChooser.open(from: window) { second.append($0) }
            #expect(second.isEmpty)  // answered later, on the main loop, as every answer
            Interact.settle()
            #expect(second == [.failure(.busy)])
            #expect(recorder.contains("already shows a file chooser"))
            #expect(FileChooser.shown.count == 1)
            try Interact.cancelFileChooser()
            #expect(first == [.success(nil)])
        }

        @Test func closingTheWindowAnswersItsChooserAsCancelled() throws {
            let (window, _) = showNavigation(PageController("Notes"))
            defer { closeAllWindows() }
            var answers: [Result<[URL], FileChooserError>] = []
            FileChooser.open(folder: folder, from: window) { answers.append($0) }
            #expect(FileChooser.shown.count == 1)
            window.close()
            Interact.settle()
            #expect(answers == [.success([])])
            #expect(FileChooser.shown.isEmpty)
        }

        @Test func aPortalThatIsNeededButMissingIsAnError() throws {
            let (window, _) = showNavigation(PageController("Notes"))
            defer { closeAllWindows() }
            let saved = ["GTK_USE_PORTAL", "DBUS_SESSION_BUS_ADDRESS"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
            setenv("GTK_USE_PORTAL", "1", 1)
            setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=\(folder.path)/no-bus", 1)
            defer {
                for (name, value) in saved {
                    if let value { setenv(name, value, 1) } else { unsetenv(name) }
                }
            }
            var answers: [Result<[URL], FileChooserError>] = []
            FileChooser.open(from: window) { answers.append($0) }
            Interact.settle()
            #expect(answers == [.failure(.portalUnavailable("no session bus"))])
            #expect(Interact.shownFileChooser == nil)
        }
    }
}
