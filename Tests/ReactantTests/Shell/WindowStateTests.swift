import Foundation
@testable import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// The main window's size and maximized state, saved on close and restored at the next
    /// start, through the key file (no GSettings schema is installed for tests).
    // A hang guard. Swift Testing counts a UI test's wait for its turn (`.uiSerialized`)
    // into the limit, and the GTK run's UI tests take over a minute together.
    @Suite(.timeLimit(.minutes(10))) @MainActor struct WindowStateTests {
        private let config: URL
        private let appID = "org.reactantgtk.WindowStateTests"

        init() throws {
            try TestBackend.start()
            closeAllWindows()
            config = FileManager.default.temporaryDirectory
                .appendingPathComponent("reactant-window-state-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: config)
        }

        private var keyFile: URL { config.appendingPathComponent(appID).appendingPathComponent("window-state.ini") }

        /// Runs `body` with XDG_CONFIG_HOME pointing at the test's folder.
        private func withConfigFolder(_ body: () throws -> Void) rethrows {
            let saved = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
            setenv("XDG_CONFIG_HOME", config.path, 1)
            defer { if let saved { setenv("XDG_CONFIG_HOME", saved, 1) } else { unsetenv("XDG_CONFIG_HOME") } }
            try body()
        }

        /// A new start of the app: a new application showing its main window.
        private func start() -> (Application, Window) {
            let app = Application(id: appID)
            lastTestApplication = app
            app.defaultWindowSize = (480, 360)
            let navigation = NavigationController(root: PageController("Notes"))
            navigation.animatesTransitions = false
            let window = app.showMainWindow(navigation)
            Interact.settle()
            return (app, window)
        }

        /// GTK learns a new size from the X server's configure event.
        private func waitForSize(_ window: Window, _ size: (Int, Int)) {
            let deadline = Date().addingTimeInterval(5)
            while window.native.unmaximizedSize != size, Date() < deadline {
                Backends.current.processPendingEvents()
            }
            Interact.settle()
        }

        @Test func theSizeAndMaximizedStateRoundTripThroughTheKeyFile() throws {
            try withConfigFolder {
                #expect(Application(id: appID).windowStateStorage == .keyFile(keyFile))
                let (_, first) = start()
                #expect(first.defaultSize == (480, 360))  // nothing saved yet
                first.native.resize(width: 640, height: 480)
                waitForSize(first, (640, 480))
                first.close()
                let saved = try String(contentsOf: keyFile, encoding: .utf8)
                #expect(saved == "[window]\nwidth=640\nheight=480\nmaximized=false\n")

                let (_, second) = start()
                #expect(second.defaultSize == (640, 480))
                #expect(!second.native.isMaximized)
                second.native.isMaximized = true
                second.close()
                #expect(try String(contentsOf: keyFile, encoding: .utf8).contains("maximized=true"))

                let (_, third) = start()
                #expect(third.native.isMaximized)
                #expect(third.defaultSize == (640, 480))
                third.close()
            }
        }

        @Test func aBrokenKeyFileGivesTheDefaultsAndAWarning() throws {
            try withConfigFolder {
                let recorder = DiagnosticsRecorder()
                try FileManager.default.createDirectory(at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
                for broken in ["this is no key file\n", "[window]\nwidth=wide\nheight=480\nmaximized=false\n",
                               "[window]\nheight=480\n", "[window]\nwidth=-5\nheight=480\nmaximized=false\n"] {
                    try Data(broken.utf8).write(to: keyFile)
                    let (_, window) = start()
                    #expect(window.defaultSize == (480, 360), "\(broken)")
                    #expect(!window.native.isMaximized)
                    window.native.resize(width: 500, height: 400)
                    waitForSize(window, (500, 400))
                    window.close()
                    // Closing writes a good state over the broken one.
                    #expect(try String(contentsOf: keyFile, encoding: .utf8) == "[window]\nwidth=500\nheight=400\nmaximized=false\n")
                }
                let warnings = recorder.texts.filter { $0.hasPrefix("Window state: \(keyFile.path)") }
                #expect(warnings.count == 4, "\(recorder.texts)")
                #expect(warnings.dropLast().allSatisfy { $0.hasSuffix("; the window opens at its default size.") && $0.contains("can't be used (") })
                #expect(warnings.last == "Window state: \(keyFile.path) holds the size -5×480, which no window can have; the window opens at its default size.")
            }
        }

        /// A saved size larger than the screen (another monitor's, or a hand-edited file)
        /// opens within the work area of the screen the window shows on; a size that is not
        /// positive is refused.
        @Test func aSavedSizeLargerThanTheScreenOpensWithinItsWorkArea() throws {
            try withConfigFolder {
                let recorder = DiagnosticsRecorder()
                try FileManager.default.createDirectory(at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("[window]\nwidth=32767\nheight=32767\nmaximized=false\n".utf8).write(to: keyFile)
                let (_, window) = start()
                let area = try #require(Backends.current.shell.workArea(for: window.native))
                #expect(area.width > 0 && area.width < 32767 && area.height > 0 && area.height < 32767)
                #expect(window.defaultSize == (area.width, area.height))
                // The whole window fills the work area. GTK 4 draws its frame itself (a few
                // pixels of client-side decoration, which GTK 3 under Xvfb has none of), inside
                // the work area too: the content is the area less that frame.
                func fillsTheArea(_ size: (width: Int, height: Int)) -> Bool {
                    (area.width - 32...area.width).contains(size.width) && (area.height - 32...area.height).contains(size.height)
                }
                let deadline = Date().addingTimeInterval(5)
                while !fillsTheArea(window.native.unmaximizedSize), Date() < deadline { Backends.current.processPendingEvents() }
                Interact.settle()
                #expect(fillsTheArea(window.native.unmaximizedSize), "\(window.native.unmaximizedSize) in \(area)")
                window.close()

                try Data("[window]\nwidth=400\nheight=30000\nmaximized=false\n".utf8).write(to: keyFile)
                let (_, tall) = start()
                #expect(tall.defaultSize == (400, area.height))
                tall.close()

                try Data("[window]\nwidth=0\nheight=300\nmaximized=false\n".utf8).write(to: keyFile)
                let (_, empty) = start()
                #expect(empty.defaultSize == (480, 360))
                empty.close()
                #expect(recorder.contains("holds the size 0×300, which no window can have"))
            }
        }

        @Test func anAppCanLeaveItsWindowStateAlone() throws {
            withConfigFolder {
                let app = Application(id: appID)
                lastTestApplication = app
                app.savesWindowState = false
                let window = app.showMainWindow(PageController("Notes"))
                window.close()
                #expect(!FileManager.default.fileExists(atPath: keyFile.path))
            }
        }
    }
}
