import Foundation
import Reactant
import ReactantTesting
@testable import TableDemo
import Testing

@MainActor
final class TableDemoTestModule: DependencyModule {
    let nameService = NameService(delay: .milliseconds(20))
    let emptyNameService: NameService = EmptyNameService()
}

@Suite(.serialized) @MainActor
struct TableDemoTests {
    init() throws { try TestBackend.start() }

    /// Waits (running the main loop) until `condition` holds or a second has passed.
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<100 where !condition() {
            try? await Task.sleep(for: .milliseconds(10))
            Interact.settle()
        }
    }

    @Test func mainScreenOpensTheTableWhichLoadsThenSelectsANameIntoAnAlert() async throws {
        let wireframe = MainWireframe(module: TableDemoTestModule())
        let main = try #require(wireframe.entrypoint() as? MainViewController)
        let mainWindow = Window(controller: main)
        mainWindow.show()
        defer { mainWindow.close(); wireframe.extraWindows.forEach { $0.close() } }
        let before = main.rootView.label.text
        try await Task.sleep(for: .milliseconds(1100))
        try Interact.tap(main.rootView.updateButton)
        #expect(main.rootView.label.text != before)

        try Interact.tap(main.rootView.openTableButton)
        let table = try #require(wireframe.extraWindows.last?.controller as? TableViewController)
        #expect(WidgetTree.render(table.rootView).contains("spinner spinning"))
        await waitUntil { table.rootView.rowCount > 0 }
        #expect(table.rootView.rowCount == 13)
        try Interact.tapRow(2, in: table.rootView)
        let alert = try #require(wireframe.extraWindows.last?.controller as? NameAlertController)
        #expect(alert.rootView.message.text == "Barbara Liskov")
        try Interact.tap(alert.rootView.closeButton)
        #expect(alert.window == nil)

        // Refresh goes through loading again and comes back with the names.
        try Interact.tapRefresh(table.rootView)
        #expect(table.rootView.rowCount == 0)
        await waitUntil { table.rootView.rowCount > 0 }
        #expect(table.rootView.rowCount == 13)
    }

    @Test func theEmptyTableSaysSo() async throws {
        let wireframe = MainWireframe(module: TableDemoTestModule())
        let main = try #require(wireframe.entrypoint() as? MainViewController)
        let mainWindow = Window(controller: main)
        mainWindow.show()
        defer { mainWindow.close(); wireframe.extraWindows.forEach { $0.close() } }
        try Interact.tap(main.rootView.openEmptyTableButton)
        let table = try #require(wireframe.extraWindows.last?.controller as? TableViewController)
        await waitUntil { WidgetTree.render(table.rootView).contains("No names to show.") }
        #expect(WidgetTree.render(table.rootView).contains("label \"No names to show.\" .dim-label"))
        #expect(table.rootView.rowCount == 0)
    }
}
