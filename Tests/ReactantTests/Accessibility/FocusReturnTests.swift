import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// The focus is never lost: after a refresh it is back on the model it was on, after Back
    /// on the view that pushed, after a presented window closes on what opened it.
    @Suite @MainActor struct FocusReturnTests {
        init() throws { try TestBackend.start() }

        @Test func afterARefreshFromTheKeyboardTheFocusIsBackOnItsModel() throws {
            let table = PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true)
            let names = ["Ann", "Bo", "Cy", "Di"]
            table.componentState = .items(names)
            let window = showInWindow(table)
            defer { window.close() }
            try Interact.focus(table)
            try Interact.press(KeyPress(.down), in: table)
            try Interact.press(KeyPress(.down), in: table)
            #expect(table.listRow(at: 2)?.isFocus == true)
            try Interact.press(.f5, in: table)
            table.componentState = .loading
            table.componentState = .items(["New"] + names)
            Interact.settle()
            // "Cy" moved down a row; the focus and the selection followed it.
            #expect(table.listRow(at: 3)?.isFocus == true)
            #expect(table.selectedRowIndex == 3)
            #expect(window.focusedWidget === table.listRow(at: 3))
        }

        @Test func aRefreshFromTheButtonLeavesTheFocusOnTheButton() throws {
            let table = PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true)
            table.componentState = .items(["Ann", "Bo"])
            let window = showInWindow(table)
            defer { window.close() }
            table.refreshButton?.focus()
            try Interact.tapRefresh(table)
            table.componentState = .loading
            table.componentState = .items(["Ann", "Bo"])
            Interact.settle()
            #expect(table.refreshButton?.hasFocus == true)
        }

        @Test func afterBackTheFocusIsOnTheViewThatPushed() throws {
            let root = LoggingController(log: EventLog(), title: "First")
            let navigation = NavigationController(root: root)
            let window = Window(controller: navigation)
            window.show()
            defer { window.close() }
            root.rootView.button.focus()
            #expect(root.rootView.button.hasFocus)
            navigation.push(controller: LoggingController(log: EventLog(), title: "Second"), animated: false)
            Interact.settle()
            try Interact.pressBack(in: window)
            #expect(root.rootView.button.hasFocus)
        }
    }
}
