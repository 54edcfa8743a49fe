import Reactant
import ReactantTesting
import Testing

/// A Reactant table cell: it records what the table tells it.
final class RecordingCell: ViewBase<String, Void>, TableViewCell {
    private let label = Label()
    private(set) var calls: [String] = []

    override func loadView() { children(label) }
    override func update() { label.text = componentState }

    func setSelected(_ selected: Bool, animated: Bool) { calls.append("selected \(selected)") }
    func setHighlighted(_ highlighted: Bool, animated: Bool) { calls.append("highlighted \(highlighted)") }
}

/// A cell that implements neither call (the protocol's defaults).
final class QuietCell: ViewBase<String, Void>, TableViewCell {}

/// Reactant's table API on both backends: `PlainTableView(reloadable:)` with the cell's
/// `init()`, `PlainTableViewAction`, the cell's highlight and selection calls, `rowHeight`,
/// `separatorStyle`, `headerView` and `footerView`.
extension UITests {
    @Suite @MainActor struct ReactantTableAPITests {
        init() throws { try TestBackend.start() }

        private func show(_ table: View) -> Window {
            let window = Window(controller: plainController(table))
            window.defaultSize = (300, 400)
            window.show()
            Interact.settle()
            return window
        }

        private func plainController(_ table: View) -> Controller {
            ControllerBase<Void, Holder>(title: "Table", root: Holder(table))
        }

        final class Holder: ViewBase<Void, Void> {
            init(_ table: View) {
                super.init()
                children(table)
                table.layout.expand(horizontally: true, vertically: true)
            }
        }

        @Test func aPlainTableMadeWithTheCellsInitReportsPlainTableViewActions() throws {
            let table = PlainTableView<RecordingCell>(reloadable: false)
            table.componentState = .items(["a", "b", "c"])
            let window = show(table)
            defer { window.close() }
            var actions: [PlainTableViewAction<RecordingCell>] = []
            let token = table.action.sink { actions.append($0) }
            defer { token.cancel() }
            try Interact.tapRow(1, in: table)
            #expect(actions == [.selected("b")])
            #expect(table.refreshButton == nil)
        }

        /// Reactant's `options:`: `.reloadable` shows Refresh, `.deselectsAutomatically` clears
        /// the selection after a row sends `.selected`; without them neither happens.
        @Test func tableViewOptionsAsReactantTakesThem() throws {
            let table = PlainTableView<RecordingCell>(options: [.reloadable, .deselectsAutomatically])
            table.componentState = .items(["a", "b"])
            let window = show(table)
            defer { window.close() }
            var actions: [PlainTableViewAction<RecordingCell>] = []
            let token = table.action.sink { actions.append($0) }
            defer { token.cancel() }
            #expect(table.refreshButton != nil && table.deselectsAutomatically)
            try Interact.tapRow(1, in: table)
            #expect(actions == [.selected("b")])
            #expect(table.selectedRowIndex == nil, "deselected after .selected")
            try Interact.tap(try #require(table.refreshButton))
            #expect(actions.last == .refresh)

            let plain = PlainTableView<RecordingCell>(options: .none)
            plain.componentState = .items(["a"])
            let other = show(plain)
            defer { other.close() }
            try Interact.tapRow(0, in: plain)
            #expect(plain.refreshButton == nil && plain.selectedRowIndex == 0)
        }

        @Test func cellsAreToldWhenTheirRowIsHighlightedAndSelectedAsUIKitTellsThem() throws {
            let table = PlainTableView<RecordingCell>()
            table.componentState = .items(["a", "b", "c"])
            let window = show(table)
            defer { window.close() }
            let first = try #require(table.cellForRow(at: 0) as? RecordingCell)
            let second = try #require(table.cellForRow(at: 1) as? RecordingCell)
            try Interact.tapRow(0, in: table)
            #expect(first.calls == ["highlighted true", "highlighted false", "selected true"])
            try Interact.press(.down, in: table)
            #expect(first.calls.last == "selected false" && second.calls == ["selected true"],
                    "the keyboard moves the selection: \(first.calls) \(second.calls)")
            table.deselectsAutomatically = true
            try Interact.tapRow(0, in: table)
            #expect(Array(first.calls.suffix(4)) == ["highlighted true", "highlighted false", "selected true", "selected false"])
            #expect(second.calls.last == "selected false")

            let quiet = PlainTableView<QuietCell>()
            quiet.componentState = .items(["x"])
            let other = show(quiet)
            defer { other.close() }
            try Interact.tapRow(0, in: quiet)
            #expect(quiet.selectedRowIndex == 0, "a cell without the calls is selected all the same")
        }

        @Test func rowHeightSeparatorsHeaderAndFooterAsUITableViewForwardsThem() throws {
            let table = PlainTableView<RecordingCell>()
            let header = Label(text: "Header")
            let footer = Label(text: "Footer")
            table.headerView = header
            table.footerView = footer
            table.rowHeight = 50
            table.componentState = .items(["a", "b", "c"])
            #expect(table.separatorStyle == .none, "a plain table has no lines by default")
            let window = show(table)
            defer { window.close() }
            let cell = try #require(table.cellForRow(at: 1))
            #expect(cell.frame.height == 50)
            #expect(try #require(table.frameOfRow(1)).height >= 50)
            let cellTop = try #require(cell.frame(in: table)).y
            #expect(header.frame.y < cellTop && footer.frame.y > cellTop, "the header above the rows, the footer below")
            #expect(!WidgetTree.render(table).contains("separator-above"))

            table.separatorStyle = .singleLine
            Interact.settleLayout()
            let lines = WidgetTree.render(table).components(separatedBy: "separator-above").count - 1
            #expect(lines == 2, "a line above every row but the first: \(WidgetTree.render(table))")

            table.rowHeight = nil
            Interact.settleLayout()
            #expect(cell.frame.height < 50, "without rowHeight the row is as tall as its cell")
            table.headerView = nil
            #expect(header.superview == nil && footer.superview === table)
        }
    }
}
