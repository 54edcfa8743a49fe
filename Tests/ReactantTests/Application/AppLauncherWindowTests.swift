@testable import GreeterDemo
import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// `AppLauncher.openWindow`: the window a test drives is the one the running app opens,
    /// with the app's menu, commands and accelerators, on both backends.
    @Suite @MainActor struct AppLauncherWindowTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func theWindowHasTheAppsMenuAndAccelerators() throws {
            let window = GreeterApp.launcher.openWindow { MainWireframe(module: TestModule()).entrypoint() }
            defer { closeAllWindows() }
            let app = try #require(window.application)
            #expect(app.id == GreeterApp.applicationID)
            #expect(app.info == GreeterApp.info)
            #expect(window.defaultSize == (420, 220))
            #expect(WindowStack.headerBar(of: window) == "| Greeter | [Main Menu]")
            // Ctrl+? (a key press) opens the shortcuts of what is live in this window.
            try Interact.press(accelerator: "<Primary>question", in: window)
            let shortcuts = try #require(app.shortcutsWindow)
            #expect(shortcuts.isShown)
            #expect(shortcuts.shownTexts.contains("Quit: <Primary>q"))
            shortcuts.close()
            // Ctrl+Q quits the app: its windows close.
            try Interact.press(accelerator: "<Primary>q", in: window)
            #expect(!window.isShown)
            #expect(app.windows.isEmpty)
        }

        /// The launched app stays alive while its window is open (windows hold it weakly).
        @Test func theApplicationLivesAsLongAsItsWindow() throws {
            weak var application: Application?
            let window = GreeterApp.launcher.openWindow { MainWireframe(module: TestModule()).entrypoint() }
            application = window.application
            #expect(application != nil)
            window.close()
            #expect(application == nil)
        }
    }
}
