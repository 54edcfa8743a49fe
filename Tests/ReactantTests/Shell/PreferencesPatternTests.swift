@testable import GreeterDemo
import Reactant
import ReactantTesting
import Testing

/// README's preferences window: an app command in the primary menu that presents a
/// controller, which opens as a secondary window (header bar, close button, Escape, Ctrl+W).
final class PreferencesWireframe: Wireframe {
    func entrypoint() -> Controller {
        let navigation = NavigationController(root: PageController("Main"))
        let preferences = Command("preferences", scope: .app, title: "Preferences",
                                  accelerators: ["<Primary>comma"]) { [weak navigation] in
            navigation?.present(controller: self.preferencesController())
        }
        Application.shared.add(preferences)
        Application.shared.primaryMenuItems = [MenuItem(preferences)]
        return navigation
    }

    private func preferencesController() -> PageController {
        let controller = PageController("Preferences")
        controller.preferredWindowSize = (560, 420)
        return controller
    }
}

extension UITests {
    @Suite @MainActor struct PreferencesPatternTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func thePrimaryMenuOpensPreferencesInASecondaryWindow() throws {
            let window = GreeterApp.launcher.openWindow { PreferencesWireframe().entrypoint() }
            defer { closeAllWindows() }
            let navigation = try #require(window.controller as? NavigationController)
            let primary = try #require(navigation.primaryMenuButton)
            try Interact.tap(primary)
            #expect(MenuReader.render(primary.popover) == "[Preferences] | [Keyboard Shortcuts] [About Greeter] | [Quit]")
            try Interact.chooseMenuItem("Preferences", in: primary.popover)
            let preferences = try #require(window.presentedWindow)
            #expect(WindowStack.headerBar(of: preferences) == "| Preferences |")
            #expect(preferences.defaultSize == (560, 420))
            try Interact.press(accelerator: "<Primary>w", in: preferences)
            #expect(window.presentedWindow == nil)
            // Ctrl+, opens it again; Escape closes it.
            try Interact.press(accelerator: "<Primary>comma", in: window)
            let again = try #require(window.presentedWindow)
            Interact.press(.escape, in: again)
            #expect(window.presentedWindow == nil)
            #expect(window.isShown)
        }
    }
}
