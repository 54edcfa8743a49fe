import Foundation
import Reactant
import ReactantTesting
@testable import TableDemo
import Testing

@MainActor
final class TableDemoTestModule: DependencyModule {
    let nameService = NameService(delay: .milliseconds(20))
    let emptyNameService: NameService = EmptyNameService()
    /// A clock that moves only when a test steps it.
    var now = Date(timeIntervalSince1970: 1_000_000)
    var clock: () -> Date { { [unowned self] in self.now } }
}

@Suite(.uiSerialized) @MainActor
struct TableDemoTests {
    init() throws {
        try TestBackend.start()
        // The headless backend counts 30 px for a one-line row (it doesn't measure text); a
        // name row made that tall on GTK (26 px plus Adwaita's 2 px row padding above and
        // below) shows the same rows in the same window on both backends.
        try Backends.current.addStyleSheet(".name-cell { min-height: 26px; }")
    }

    /// Waits (running the main loop) until `condition` holds or a second has passed.
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<100 where !condition() {
            try? await Task.sleep(for: .milliseconds(10))
            Interact.settle()
        }
    }

    /// Opens the demo's entry point in a window, as the app does.
    private func openDemo(module: TableDemoTestModule = TableDemoTestModule()) throws -> (Window, NavigationController, MainViewController) {
        let navigation = try #require(MainWireframe(module: module).entrypoint() as? NavigationController)
        let main = try #require(navigation.rootController as? MainViewController)
        let window = Window(controller: navigation)
        window.show()
        return (window, navigation, main)
    }

    @Test(.parityExempt("""
        known gap: the headless backend doesn't lay out a window, so its table viewport is a \
        nominal 300 px while GTK's is what the window leaves under the header bar and toolbar; \
        the rows kept beyond the visible ones differ
        """))
    func mainScreenPushesTheTableWhichLoadsThenPresentsANameAlert() async throws {
        let module = TableDemoTestModule()
        let (window, navigation, main) = try openDemo(module: module)
        defer { window.close() }
        // The window is named by the app's name (GNOME's HIG), not by a word like "Main".
        #expect(window.title == "Table Demo")
        #expect(window.title == TableDemoApp.info.name)
        let before = main.rootView.label.text
        module.now += 61
        try Interact.tap(main.rootView.updateButton)
        #expect(main.rootView.label.text != before)

        try Interact.tap(main.rootView.openTableButton)
        let table = try #require(navigation.topController as? TableViewController)
        #expect(WindowStack.navigationTitles(navigation) == ["Table Demo", "Names"])
        #expect(window.title == "Names")
        #expect(WidgetTree.render(table.rootView).contains("spinner spinning"))
        await waitUntil { table.rootView.rowCount > 0 }
        #expect(table.rootView.rowCount == 13)

        try Interact.tapRow(2, in: table.rootView)
        let alertWindow = try #require(window.presentedWindow)
        let alert = try #require(alertWindow.controller as? AlertController)
        #expect(alertWindow.isModal)
        #expect(alert.messageLabel.text == "Barbara Liskov")
        try Interact.tap(try #require(alert.button(titled: "Close")))
        #expect(window.presentedWindow == nil)
        #expect(alert.window == nil)

        // Refresh goes through loading again and comes back with the names.
        try Interact.tapHeaderButton("Refresh", in: window)
        #expect(table.rootView.rowCount == 0)
        await waitUntil { table.rootView.rowCount > 0 }
        #expect(table.rootView.rowCount == 13)

        try Interact.pressBack(in: window)
        #expect(navigation.topController === main)
        #expect(window.title == "Table Demo")
    }

    /// The GNOME shell around the table: Refresh in the header bar with F5 and Ctrl+R, a
    /// context menu on a name, the primary menu.
    @Test(.parityExempt("""
        known gap: the headless backend doesn't lay out a window, so its table viewport is a \
        nominal 300 px while GTK's is what the window leaves under the header bar; the rows kept \
        beyond the visible ones differ
        """))
    func refreshIsAHeaderButtonWithAcceleratorsAndRowsHaveAContextMenu() async throws {
        let module = TableDemoTestModule()
        let app = Application(id: TableDemoApp.applicationID + ".Tests")
        app.info = TableDemoApp.info
        let navigation = try #require(MainWireframe(module: module).entrypoint() as? NavigationController)
        navigation.animatesTransitions = false
        let window = app.show(navigation)
        defer { app.quit() }
        let main = try #require(navigation.rootController as? MainViewController)
        #expect(WindowStack.headerBar(of: window) == "| Table Demo | [Main Menu]")
        let primary = try #require(navigation.primaryMenuButton)
        try Interact.tap(primary)
        #expect(MenuReader.render(primary.popover) == "[Keyboard Shortcuts] [About Table Demo] | [Quit]")
        primary.popover.dismiss()

        try Interact.tap(main.rootView.openTableButton)
        let table = try #require(navigation.topController as? TableViewController)
        #expect(WindowStack.headerBar(of: window) == "[Back] | Names | [Refresh] [Main Menu]")
        let refresh = try #require(navigation.headerBar.native.nativeChildren.first { $0.accessibleLabel == "Refresh" })
        #expect(refresh.tooltip == "Refresh")
        #expect(WidgetTree.render(refresh).contains("icon=view-refresh-symbolic"))
        #expect(app.native.accelerators(for: "win.refresh") == ["F5", "<Primary>r"])
        await waitUntil { table.rootView.rowCount > 0 }
        for accelerator in ["F5", "<Primary>r"] {
            try Interact.press(accelerator: accelerator, in: window)
            #expect(table.rootView.rowCount == 0, "\(accelerator) reloads")
            await waitUntil { table.rootView.rowCount > 0 }
        }

        let menu = try Interact.openContextMenu(onRow: 1, in: table.rootView)
        #expect(MenuReader.render(menu) == "[Show Details] | [Copy Name]")
        try Interact.chooseMenuItem("Copy Name", in: menu)
        var copied: String?
        Clipboard.readText { copied = $0 }
        await waitUntil { copied != nil }
        #expect(copied == "Alan Turing")
        #expect(window.toastOverlay?.currentToast?.title == "“Alan Turing” copied")
        try Interact.chooseMenuItem("Show Details", in: try Interact.openContextMenu(onRow: 1, in: table.rootView))
        let alert = try #require(window.presentedWindow?.controller as? AlertController)
        #expect(alert.messageLabel.text == "Alan Turing")
        try Interact.tap(try #require(alert.button(titled: "Close")))
    }

    @Test func theEmptyTableSaysSo() async throws {
        let (window, navigation, main) = try openDemo()
        defer { window.close() }
        try Interact.tap(main.rootView.openEmptyTableButton)
        let table = try #require(navigation.topController as? TableViewController)
        await waitUntil { WidgetTree.render(table.rootView).contains("No names to show.") }
        #expect(WidgetTree.render(table.rootView).contains("label \"No names to show.\" .status-page-title"))
        #expect(table.rootView.rowCount == 0)
    }

    @Test func theTableOpensInABranchThatClosesAsAWhole() async throws {
        let (window, _, main) = try openDemo()
        defer { window.close() }
        try Interact.tap(main.rootView.openBranchButton)
        let branchWindow = try #require(window.presentedWindow)
        let branch = try #require(WindowStack.navigation(of: branchWindow))
        #expect(branch.topController is TableViewController)
        #expect(branchWindow.isModal)
        try Interact.pressClose(in: branchWindow)
        #expect(window.presentedWindow == nil)
        #expect(!branchWindow.isShown)
    }
}
