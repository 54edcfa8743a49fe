import Reactant
import ReactantTesting
import Testing

/// What a row with its own controls reports.
enum TaskCellAction: Equatable {
    case delete
    case done(Bool)
}

/// A cell with a delete button and a switch, as the first app needed.
final class TaskCell: ViewBase<String, TaskCellAction> {
    let label = Label()
    let doneSwitch = Switch()
    let deleteButton = Button(title: "Delete")

    override init() { super.init(layout: .horizontal(spacing: 6)) }

    override var actions: [Observable<TaskCellAction>] {
        [deleteButton.tap.rewrite(with: .delete), doneSwitch.action.map(TaskCellAction.done).eraseToAnyPublisher()]
    }

    override func loadView() { children(label, doneSwitch, deleteButton) }
    override func update() { label.text = componentState }
}

extension UITests {
    @Suite @MainActor struct RowActionTests {
        init() throws { try TestBackend.start() }

        typealias Action = TableViewAction<String, TaskCellAction>

        /// The cell showing `model` among the table's rows.
        func cell<T: TableViewWidgets>(showing model: String, in table: T) throws -> TaskCell {
            for index in table.materializedRows {
                if let content = table.listRow(at: index)?.content,
                   WidgetTree.render(content).contains("label \"\(model)\"") {
                    // The row's content is the cell itself, or (separator tables) a box holding it.
                    if let cell = TaskCellRegistry.cells.first(where: { $0.native === content }) { return cell }
                    if let cell = TaskCellRegistry.cells.first(where: { $0.native.nativeParent === content }) { return cell }
                }
            }
            throw InteractionError("no cell shows \(model)")
        }

        @Test func aPlainTableSendsItsCellsActionsWithTheirModels() throws {
            let table = PlainTableView<TaskCell>(cellFactory: TaskCellRegistry.make)
            let log = ActionLog(table)
            table.componentState = .items(["Write", "Test", "Ship"])
            // A person can only click what is on screen.
            let shown = ShownView(table)
            defer { shown.close() }
            try Interact.tap(try cell(showing: "Test", in: table).deleteButton)
            try Interact.toggle(try cell(showing: "Ship", in: table).doneSwitch)
            #expect(log.actions == [Action.rowAction("Test", .delete), .rowAction("Ship", .done(true))])
            // A reused cell reports its new model.
            table.componentState = .items(["Ship", "Write"])
            try Interact.tap(try cell(showing: "Write", in: table).deleteButton)
            #expect(log.actions.last == .rowAction("Write", .delete))
            // Activating the row still selects it.
            try Interact.tapRow(0, in: table)
            #expect(log.actions.last == .selected("Ship"))
        }

        @Test func everyTableKindSendsRowActions() throws {
            typealias Section = SectionModel<String, String, String>
            let simple = SimpleTableView<TextCell, TaskCell, TextCell>(
                cellFactory: TaskCellRegistry.make, headerFactory: TextCell.init, footerFactory: TextCell.init)
            simple.componentState = .items([Section(header: "H", items: ["A", "B"], footer: "F")])
            let header = HeaderTableView<TextCell, TaskCell>(cellFactory: TaskCellRegistry.make, headerFactory: TextCell.init)
            header.componentState = .items([SectionModel(header: "H", items: ["C"])])
            let footer = FooterTableView<TaskCell, TextCell>(cellFactory: TaskCellRegistry.make, footerFactory: TextCell.init)
            footer.componentState = .items([SectionModel(items: ["D"], footer: "F")])
            let separated = SimulatedSeparatorTableView<TaskCell>(cellFactory: TaskCellRegistry.make)
            separated.componentState = .items(["E", "G"])
            // A person can only click what is on screen.
            let shown = ShownView(Container().children(simple, header, footer, separated), height: 800)
            defer { shown.close() }

            let logs = (ActionLog(simple), ActionLog(header), ActionLog(footer), ActionLog(separated))
            try Interact.tap(try cell(showing: "B", in: simple).deleteButton)
            try Interact.tap(try cell(showing: "C", in: header).deleteButton)
            try Interact.toggle(try cell(showing: "D", in: footer).doneSwitch)
            try Interact.tap(try cell(showing: "G", in: separated).deleteButton)
            #expect(logs.0.actions == [.rowAction("B", .delete)])
            #expect(logs.1.actions == [.rowAction("C", .delete)])
            #expect(logs.2.actions == [.rowAction("D", .done(true))])
            #expect(logs.3.actions == [.rowAction("G", .delete)])
        }

        @Test func deselectsAutomaticallyClearsTheSelectionAfterSelected() throws {
            let table = PlainTableView<TaskCell>(cellFactory: TaskCellRegistry.make)
            let log = ActionLog(table)
            table.componentState = .items(["Write", "Test"])
            try Interact.tapRow(1, in: table)
            #expect(table.selectedRowIndex == 1)
            table.deselectsAutomatically = true
            try Interact.tapRow(0, in: table)
            #expect(log.actions == [.selected("Test"), .selected("Write")])
            #expect(table.selectedRowIndex == nil)
            #expect(table.listBox.selectedRow == nil)
        }

        @Test func cellsWithRowActionsAreFreedWithTheirTable() {
            let tracker = FinalizationTracker()
            do {
                let table = PlainTableView<TaskCell>(cellFactory: TaskCellRegistry.make)
                table.componentState = .items(["A", "B"])
                tracker.track(table)
            }
            TaskCellRegistry.cells.removeAll()
            Interact.settle()
            #expect(tracker.aliveCount == 0)
        }
    }
}

/// Remembers the cells a factory made, weakly enough for the leak test (it empties it).
@MainActor
enum TaskCellRegistry {
    static var cells: [TaskCell] = []

    static func make() -> TaskCell {
        let cell = TaskCell()
        cells.append(cell)
        return cell
    }
}
