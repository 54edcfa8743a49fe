import FoundationEssentials
import Reactant
import ReactantTesting
import Testing
@testable import @NAME@

/// A clock the test sets.
@MainActor
final class TestModule: DependencyModule {
    var now = Date(timeIntervalSince1970: 0)
    lazy var clock: () -> Date = { [unowned self] in now }
}

/// Written once, run on both backends: `swift test` (headless, no display needed) and
/// `REACTANT_TEST_BACKEND=gtk xvfb-run -a swift test` (real GTK widgets and key events).
@Suite(.uiSerialized) @MainActor
struct @NAME@Tests {
    init() throws { try TestBackend.start() }

    /// The window as the running app opens it (`@NAME@App.launcher.openWindow`): its header
    /// bar, primary menu, commands and accelerators are the app's.
    private func openWindow(module: TestModule) -> Window {
        @NAME@App.launcher.openWindow { MainWireframe(module: module).entrypoint() }
    }

    @Test func refreshShowsTheTimeNow() throws {
        let module = TestModule()
        let window = openWindow(module: module)
        defer { window.close() }
        let navigation = try #require(window.controller as? NavigationController)
        let main = try #require(navigation.rootController as? MainController)
        let before = main.rootView.time.text
        module.now = Date(timeIntervalSince1970: 3_600 * 5 + 42)
        try Interact.tap(main.rootView.refreshButton)
        #expect(main.rootView.time.text != before)
        #expect(main.componentState == module.now)
    }

    @Test func theWindowHasTheAppsHeaderBarAndShortcuts() throws {
        let window = openWindow(module: TestModule())
        defer { window.close() }
        #expect(WindowStack.headerBar(of: window) == "| @NAME@ | [Main Menu]")
        // Ctrl+W is the app's Close Window: a real key press on GTK.
        try Interact.press(accelerator: "<Primary>w", in: window)
        #expect(!window.isShown)
    }
}
