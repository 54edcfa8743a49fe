import Foundation
@testable import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// SIGTERM, SIGINT and SIGHUP quit as Ctrl+Q does. On GTK a real signal is raised in the
    /// test process (GLib's handler catches it); headless, the same path is simulated.
    // A hang guard. Swift Testing counts a UI test's wait for its turn (`.uiSerialized`)
    // into the limit, and the GTK run's UI tests take over a minute together.
    @Suite(.timeLimit(.minutes(10))) @MainActor struct ShutdownTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        /// What the hook saw when it ran.
        private struct HookRun: Equatable {
            var windowsOpen: Int
            var secondSignalEndsTheProcess: Bool
        }

        @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
        func aTerminationSignalQuitsAsCtrlQDoes(signal: Int32) throws {
            let log = EventLog()
            let (app, _, navigation) = showInApplication(PageController("Notes", log: log), id: "org.reactantgtk.ShutdownTests")
            defer { app.native.stopWatchingTerminationSignals(); closeAllWindows() }
            navigation.present(controller: PageController("Details", log: log))
            var runs: [HookRun] = []
            app.willTerminate = { runs.append(HookRun(windowsOpen: app.windows.count,
                                                      secondSignalEndsTheProcess: app.native.terminationSignalsEndTheProcess)) }
            app.watchTerminationSignals()
            #expect(!app.native.terminationSignalsEndTheProcess)
            log.events.removeAll()

            app.native.simulateTerminationSignal(signal)
            let deadline = Date().addingTimeInterval(5)
            while runs.isEmpty, Date() < deadline { Backends.current.processPendingEvents() }
            Interact.settle()

            // The hook ran once, with the windows still open, and a second signal now would
            // end the process at once.
            #expect(runs == [HookRun(windowsOpen: 2, secondSignalEndsTheProcess: true)])
            #expect(app.isTerminating)
            // Then every window closed, topmost first, with its controllers' events.
            #expect(controllerEvents(log) == ["Details.willDisappear", "Details.didDisappear",
                                              "Notes.willDisappear", "Notes.didDisappear"])
            #expect(WindowStack.titles.isEmpty)
            #expect(app.windows.isEmpty)
        }

        @Test func ctrlQRunsTheHookOnceBeforeTheWindowsClose() throws {
            let log = EventLog()
            let (app, window, _) = showInApplication(PageController("Notes", log: log), id: "org.reactantgtk.ShutdownTests.quit")
            defer { closeAllWindows() }
            var ran: [[String]] = []
            app.willTerminate = { ran.append(controllerEvents(log)) }
            log.events.removeAll()
            try Interact.press(accelerator: "<Primary>q", in: window)
            #expect(ran == [[]])  // before any disappear event
            #expect(controllerEvents(log) == ["Notes.willDisappear", "Notes.didDisappear"])
            app.quit()
            #expect(ran.count == 1)
        }
    }
}
