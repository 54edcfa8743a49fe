import Reactant
import ReactantTesting
import Testing

/// A table as a controller's root view, written as the seed writes it.
final class NamesRootView: PlainTableView<TextCell>, RootView {
    init() {
        super.init(cellFactory: TextCell.init, style: .plain, reloadable: false)
    }
}

/// The same for a class that can be subclassed: `RootView` then needs `required init()`.
class OpenNamesRootView: PlainTableView<TextCell>, RootView {
    required init() {
        super.init(cellFactory: TextCell.init, style: .plain, reloadable: true)
    }
}

final class NamesController: ControllerBase<Void, NamesRootView> {
    var selected: [String] = []
    init() { super.init(title: "Names") }
    override func update() { rootView.componentState = .items(["Ann", "Bo"]) }
    override func act(on action: TableViewAction<String, Void>) {
        if case .selected(let name) = action { selected.append(name) }
    }
}

@Suite(.uiSerialized) @MainActor
struct SectionTableViewTests {
    init() throws { try TestBackend.start() }

    typealias Section = SectionModel<String, String, String>

    @Test func aSimpleTableShowsHeaderCellsAndFooterOfEachSection() throws {
        let table = SimpleTableView<TextCell, TextCell, TextCell>(
            cellFactory: TextCell.init, headerFactory: TextCell.init, footerFactory: TextCell.init)
        let log = ActionLog(table)
        table.componentState = .items([
            Section(header: "A", items: ["Ann", "Al"], footer: "2 names"),
            Section(header: "B", items: ["Bo"], footer: "1 name"),
        ])
        #expect(rowTexts(table) == ["A", "Ann", "Al", "2 names", "B", "Bo", "1 name"])
        let tree = WidgetTree.render(table)
        #expect(tree.components(separatedBy: "row inactive unselectable").count - 1 == 4)
        try Interact.tapRow(0, in: table)  // a header: nothing
        try Interact.tapRow(3, in: table)  // a footer: nothing
        #expect(table.listBox.selectedRow == nil)
        try Interact.tapRow(5, in: table)
        #expect(log.actions == [.selected("Bo")])
    }

    @Test func aSimpleTableReusesRowsPerKind() {
        let cells = FactoryCounter(TextCell.init)
        let headers = FactoryCounter(TextCell.init)
        let table = SimpleTableView<TextCell, TextCell, TextCell>(
            cellFactory: cells.callAsFunction, headerFactory: headers.callAsFunction, footerFactory: TextCell.init)
        table.componentState = .items([Section(header: "A", items: ["Ann"], footer: "")])
        table.componentState = .items([
            Section(header: "A", items: ["Ann", "Al"], footer: ""),
            Section(header: "B", items: ["Bo"], footer: ""),
        ])
        #expect(cells.count == 3)
        #expect(headers.count == 2)
        #expect(rowTexts(table) == ["A", "Ann", "Al", "", "B", "Bo", ""])
    }

    @Test func headerAndFooterTablesShowOneSideOnly() throws {
        let headerTable = HeaderTableView<TextCell, TextCell>(cellFactory: TextCell.init, headerFactory: TextCell.init)
        headerTable.componentState = .items([SectionModel(header: "A", items: ["Ann", "Al"])])
        #expect(rowTexts(headerTable) == ["A", "Ann", "Al"])
        let footerTable = FooterTableView<TextCell, TextCell>(cellFactory: TextCell.init, footerFactory: TextCell.init)
        let log = ActionLog(footerTable)
        footerTable.componentState = .items([SectionModel(items: ["Ann", "Al"], footer: "end")])
        #expect(rowTexts(footerTable) == ["Ann", "Al", "end"])
        try Interact.tapRow(1, in: footerTable)
        try Interact.tapRow(2, in: footerTable)
        #expect(log.actions == [.selected("Al")])
        footerTable.componentState = .empty(message: "none")
        #expect(footerTable.listBox.rows.isEmpty)
    }

    @Test func sectionsWithoutCellsKeepTheirHeadersAndFootersInPlace() throws {
        let table = SimpleTableView<TextCell, TextCell, TextCell>(
            cellFactory: TextCell.init, headerFactory: TextCell.init, footerFactory: TextCell.init)
        let log = ActionLog(table)
        table.componentState = .items([
            Section(header: "A", items: [], footer: "a"),
            Section(header: "B", items: ["Bo", "Bea"], footer: "b"),
            Section(header: "C", items: [], footer: "c"),
        ])
        #expect(rowTexts(table) == ["A", "a", "B", "Bo", "Bea", "b", "C", "c"])
        try Interact.tapRow(4, in: table)
        #expect(log.actions == [.selected("Bea")])
        // In a table without footers a section without cells is its header alone.
        let cellsOnly = HeaderTableView<TextCell, TextCell>(cellFactory: TextCell.init, headerFactory: TextCell.init)
        cellsOnly.componentState = .items([
            SectionModel(header: "A", items: []), SectionModel(header: "B", items: ["Bo"]),
            SectionModel(header: "C", items: []), SectionModel(header: "D", items: ["Di", "Do"]),
        ])
        #expect(rowTexts(cellsOnly) == ["A", "B", "Bo", "C", "D", "Di", "Do"])
        #expect(cellsOnly.rowCount == 7)
    }

    @Test func aSeparatorTableSeparatesRowsButNotAfterTheLast() {
        let table = SimulatedSeparatorTableView<TextCell>(
            cellFactory: TextCell.init, separatorHeight: 6, separatorColor: "#c0bfbc")
        table.componentState = .items(["Ann", "Bo", "Cy"])
        let separators = table.listBox.rows.map { row in row.content!.nativeChildren[1] }
        #expect(separators.map(\.isVisible) == [true, true, false])
        #expect(separators.allSatisfy { $0.layout.minimumHeight == 6 })
        #expect(separators[0].styleClasses.first?.hasPrefix("table-separator-") == true)
        table.componentState = .items(["Ann", "Bo", "Cy", "Di"])
        let after = table.listBox.rows.map { row in row.content!.nativeChildren[1].isVisible }
        #expect(after == [true, true, true, false])
    }

    @Test func aBadSeparatorColourIsReported() {
        let recorder = DiagnosticsRecorder()
        _ = SimulatedSeparatorTableView<TextCell>(cellFactory: TextCell.init, separatorColor: "not a colour {")
        #expect(recorder.contains("separator colour \"not a colour {\" is not valid CSS"))
    }

    @Test func aTableIsAControllersRootView() throws {
        let controller = NamesController()
        let window = Window(controller: controller)
        window.show()
        defer { window.close() }
        #expect(rowTexts(controller.rootView) == ["Ann", "Bo"])
        try Interact.tapRow(1, in: controller.rootView)
        #expect(controller.selected == ["Bo"])
        #expect(OpenNamesRootView().refreshButton != nil)
    }
}
