import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct PlainTableViewTests {
    init() throws { try TestBackend.start() }

    @Test func itemsBecomeRowsInAListInAScrolledWindow() {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        table.componentState = .items(["Ann", "Bo"])
        #expect(WidgetTree.render(table) == """
            box vertical .table-view
              scrolled
                box vertical
                  box vertical .table-spacer
                  list .table-list
                    row
                      box vertical
                        label "Ann"
                    row
                      box vertical
                        label "Bo"
                  box vertical .table-spacer
              box vertical spacing=12 .status-page .table-placeholder hidden
                image empty .status-page-icon .dim-label hidden
                spinner .status-page-spinner hidden
                label "" .status-page-title hidden
                label "" .status-page-description hidden
            """)
    }

    @Test func emptyAndLoadingReplaceTheRowsAtOnce() {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        table.componentState = .items(["Ann", "Bo"])
        table.componentState = .empty(message: "No names yet")
        #expect(table.listBox.rows.isEmpty)
        // The status page takes the list's place (beside it, so that screen readers find it).
        #expect(WidgetTree.render(table) == """
            box vertical .table-view
              scrolled hidden
                box vertical
                  box vertical .table-spacer
                  list .table-list
                  box vertical .table-spacer
              box vertical spacing=12 .status-page .table-placeholder
                image icon=view-list-symbolic size=96 .status-page-icon .dim-label
                spinner .status-page-spinner hidden
                label "No names yet" .status-page-title
                label "" .status-page-description hidden
            """)
        // For screen readers: a status named by its message.
        #expect(table.statusPage.accessibleRole == .status)
        #expect(table.statusPage.accessibleLabel == "No names yet")
        table.componentState = .loading
        #expect(table.listBox.rows.isEmpty)
        #expect(WidgetTree.render(table).contains("spinner spinning .status-page-spinner"))
        #expect(WidgetTree.render(table).contains("image icon=view-list-symbolic size=96 .status-page-icon .dim-label hidden"))
        #expect(WidgetTree.render(table).contains("label \"Loading…\" .status-page-title"))
        #expect(table.statusPage.accessibleLabel == "Loading…")
        #expect(table.statusPage.spinner.accessibleLabel == "Loading")
        table.componentState = .items(["Cy"])
        #expect(rowTexts(table) == ["Cy"])
        #expect(WidgetTree.render(table).contains("box vertical spacing=12 .status-page .table-placeholder hidden"))
        #expect(!WidgetTree.render(table).contains("scrolled hidden"))
    }

    @Test func aNewStateReusesTheCellsItHas() throws {
        let factory = FactoryCounter(NoteCell.init)
        let table = PlainTableView<NoteCell>(cellFactory: factory.callAsFunction)
        table.componentState = .items([Note(text: "a"), Note(text: "b"), Note(text: "c")])
        #expect(factory.count == 3)
        table.componentState = .items([Note(text: "x"), Note(text: "y"), Note(text: "z")])
        #expect(factory.count == 3)
        #expect(rowTexts(table) == ["x", "y", "z"])
        #expect(factory.made.map(\.componentState.text) == ["x", "y", "z"])
        table.componentState = .items([Note(text: "p"), Note(text: "q")])
        #expect(factory.count == 3)
        #expect(rowTexts(table) == ["p", "q"])
        // The cell of the row dropped above waits for reuse, so one of these four rows is new.
        table.componentState = .items([Note(text: "1"), Note(text: "2"), Note(text: "3"), Note(text: "4")])
        #expect(factory.count == 4)
        #expect(rowTexts(table) == ["1", "2", "3", "4"])
    }

    @Test func anInsertionInTheMiddleCreatesOneCellAndKeepsTheOthers() throws {
        let factory = FactoryCounter(PersonCell.init)
        let table = PlainTableView<PersonCell>(cellFactory: factory.callAsFunction)
        let people = (0..<5).map { Person(id: $0, name: "P\($0)") }
        table.componentState = .items(people)
        let rowsBefore = table.listBox.rows.map(ObjectIdentifier.init)
        try Interact.tapRow(3, in: table)
        var changed = people
        changed.insert(Person(id: 99, name: "New"), at: 2)
        changed[4].name = "P3 renamed"
        table.componentState = .items(changed)
        #expect(factory.count == 6)
        #expect(rowTexts(table) == ["P0", "P1", "New", "P2", "P3 renamed", "P4"])
        let rowsAfter = table.listBox.rows.map(ObjectIdentifier.init)
        #expect(rowsAfter.filter { rowsBefore.contains($0) }.count == 5)
        #expect(table.listBox.selectedRow?.index == 4)
    }

    @Test func hashableModelsAreMatchedByValue() {
        let factory = FactoryCounter(TextCell.init)
        let table = PlainTableView<TextCell>(cellFactory: factory.callAsFunction)
        table.componentState = .items(["a", "b", "c"])
        let rowOfC = ObjectIdentifier(table.listBox.rows[2])
        table.componentState = .items(["c", "a", "b"])
        #expect(factory.count == 3)
        #expect(rowTexts(table) == ["c", "a", "b"])
        #expect(ObjectIdentifier(table.listBox.rows[0]) == rowOfC)
    }

    @Test func repeatedIdentitiesAreReported() {
        let recorder = DiagnosticsRecorder()
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        table.componentState = .items([Person(id: 1, name: "a"), Person(id: 1, name: "b")])
        #expect(recorder.contains("repeat an identity already in the table: 1 (rows 0 and 1)"))
        #expect(rowTexts(table) == ["a", "b"])
    }

    /// An update that changes one model to repeat the identity of a row it leaves alone is
    /// reported too (the rows it leaves alone keep their identity's hash from before).
    @Test func aChangeThatRepeatsAnUnchangedRowsIdentityIsReported() {
        let recorder = DiagnosticsRecorder()
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        table.componentState = .items([Person(id: 1, name: "a"), Person(id: 2, name: "b"), Person(id: 3, name: "c")])
        #expect(!recorder.contains("repeat an identity"))
        table.updateItems { $0[2] = Person(id: 1, name: "c") }
        #expect(recorder.contains("repeat an identity already in the table: 1 (rows 0 and 2)"))
        #expect(rowTexts(table) == ["a", "b", "c"])
        table.updateItems { $0[2] = Person(id: 4, name: "d") }
        table.updateItems { $0[1].name = "e" }
        #expect(recorder.texts.filter { $0.contains("repeat an identity") }.count == 1)
        #expect(rowTexts(table) == ["a", "e", "d"])
        // A row bound to another identity is looked up by the new one's hash.
        table.updateItems { $0[2] = Person(id: 5, name: "f") }
        table.updateItems { $0[1] = Person(id: 5, name: "g") }
        #expect(recorder.contains("repeat an identity already in the table: 5 (rows 1 and 2)"))
    }

    /// Models changed in place (the same identities at the same rows) rebind only the rows
    /// whose model changed, in the row widgets they had, named again; a repetition already
    /// reported is not reported again on every update.
    @Test func aChangeInPlaceRebindsOnlyTheChangedRowWhereItIs() {
        let recorder = DiagnosticsRecorder()
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        table.componentState = .items([Person(id: 1, name: "a"), Person(id: 2, name: "b"), Person(id: 1, name: "c")])
        #expect(recorder.texts.filter { $0.contains("repeat an identity") }.count == 1)
        let rowsBefore = table.listBox.rows.map { ObjectIdentifier($0) }
        table.updateItems { $0[1].name = "e" }
        #expect(rowTexts(table) == ["a", "e", "c"])
        #expect(table.listBox.rows.map { ObjectIdentifier($0) } == rowsBefore)
        #expect(table.listRow(at: 1)?.accessibleLabel == "e")
        #expect(recorder.texts.filter { $0.contains("repeat an identity") }.count == 1)
    }

    @Test func clickingARowSendsItsModel() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        let log = ActionLog(table)
        table.componentState = .items(["Ann", "Bo", "Cy"])
        try Interact.tapRow(1, in: table)
        #expect(log.actions == [.selected("Bo")])
        #expect(table.listBox.selectedRow?.index == 1)
    }

    @Test func arrowKeysAndEnterSelectFromTheKeyboard() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        let log = ActionLog(table)
        table.componentState = .items(["Ann", "Bo", "Cy", "Di"])
        let window = showInWindow(table)
        defer { window.close() }
        // The list is the window's first focusable widget: GTK focuses and selects row 0.
        #expect(table.listBox.rows[0].isFocus)
        #expect(table.listBox.selectedRow?.index == 0)
        #expect(log.actions.isEmpty)
        try Interact.press(.down, in: table)
        try Interact.press(.down, in: table)
        #expect(table.listBox.selectedRow?.index == 2)
        try Interact.press(.enter, in: table)
        try Interact.press(.end, in: table)
        try Interact.press(.down, in: table)  // at the end: nothing moves
        try Interact.press(.space, in: table)
        try Interact.press(.home, in: table)
        try Interact.press(KeyPress(.down, modifiers: .control), in: table)  // moves focus only
        #expect(table.listBox.rows[1].isFocus)
        #expect(table.listBox.selectedRow?.index == 0)
        try Interact.press(.enter, in: table)
        #expect(log.actions == [.selected("Cy"), .selected("Di"), .selected("Bo")])
    }

    /// Reordering moves rows; the selected and the focused model keep the selection and the
    /// focus wherever their rows end up, so keys go on from there.
    @Test func aReorderKeepsTheSelectionAndTheFocusOnTheirModels() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        let log = ActionLog(table)
        let people = ["Ann", "Bo", "Cy", "Di", "Ed"].enumerated().map { Person(id: $0.offset, name: $0.element) }
        table.componentState = .items(people)
        let window = showInWindow(table)
        defer { window.close() }
        try Interact.tapRow(1, in: table)                         // Bo selected and focused
        try Interact.press(KeyPress(.down, modifiers: .control), in: table)  // focus on Cy
        table.componentState = .items(people.reversed())           // Ed Di Cy Bo Ann
        Interact.settleLayout()
        #expect(rowTexts(table) == ["Ed", "Di", "Cy", "Bo", "Ann"])
        #expect(table.selectedRowIndex == 3)
        #expect(table.listBox.selectedRow?.index == 3)
        #expect(table.listRow(at: 2)?.isFocus == true)
        try Interact.press(.down, in: table)                       // from Cy down: Bo
        try Interact.press(.enter, in: table)
        #expect(log.actions == [.selected(people[1]), .selected(people[1])])
        table.componentState = .items([people[4], people[1], people[0], people[2], people[3]])
        Interact.settleLayout()
        #expect(table.listBox.selectedRow?.index == 1)
        #expect(table.listRow(at: 1)?.isFocus == true)
    }

    /// A table is one stop for Tab, however many rows it shows: Tab from a row goes on to
    /// the widget after the table, Shift+Tab comes back to the selected row; arrows move
    /// between rows. (A plain GtkListBox would walk Tab through every row it holds.)
    @Test func tabLeavesTheTableFromAnyRowAndComesBackToTheSelection() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        table.componentState = .items(["Ann", "Bo", "Cy", "Di"])
        let after = Button(title: "After")
        let page = Container(layout: .vertical()).children(table, after)
        table.layout.expand(horizontally: true, vertically: true)
        let window = showInWindow(page)
        defer { window.close() }
        try Interact.tapRow(1, in: table)
        #expect(table.listRow(at: 1)?.isFocus == true)
        window.simulateKeyPress(KeyPress(.tab))
        #expect(after.native.isFocus)
        window.simulateKeyPress(KeyPress(.tab, modifiers: .shift))
        #expect(table.listRow(at: 1)?.isFocus == true)
        try Interact.press(KeyPress(.down, modifiers: .control), in: table)
        #expect(table.listRow(at: 2)?.isFocus == true)
        window.simulateKeyPress(KeyPress(.tab))
        #expect(after.native.isFocus)
        #expect(table.listBox.selectedRow?.index == 1)
    }

    @Test func keysNeedTheFocusInTheList() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true)
        table.componentState = .items(["Ann"])
        #expect(throws: InteractionError.self) { try Interact.press(.down, in: table) }
        let window = showInWindow(table)
        defer { window.close() }
        // The Refresh button comes first, so it has the focus, not the list.
        #expect(table.refreshButton?.hasFocus == true)
        #expect(throws: InteractionError.self) { try Interact.press(.enter, in: table) }
        try Interact.focus(table)
        #expect(table.listBox.rows[0].isFocus)
        #expect(table.listBox.selectedRow?.index == 0)
    }

    @Test func aReloadableTableRefreshesByButtonCtrlRAndF5() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true)
        let log = ActionLog(table)
        table.componentState = .items(["Ann", "Bo"])
        let window = showInWindow(table)
        defer { window.close() }
        try Interact.tapRefresh(table)
        try Interact.focus(table)
        try Interact.press(.controlR, in: table)
        try Interact.press(.f5, in: table)
        try Interact.press(KeyPress(.character("r")), in: table)  // plain R is no shortcut
        #expect(log.actions == [.refresh, .refresh, .refresh])
        #expect(table.refreshButton?.tooltip == "Reload (Ctrl+R or F5)")
    }

    @Test func refreshKeysWorkWhereverTheFocusIsInsideAReloadableTable() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true)
        let log = ActionLog(table)
        table.componentState = .items(["Ann", "Bo"])
        let window = showInWindow(table)
        defer { window.close() }
        // The Refresh button comes first, so it has the focus.
        #expect(table.refreshButton?.hasFocus == true)
        try Interact.press(.f5, in: table)
        try Interact.press(.controlR, in: table)
        #expect(log.actions == [.refresh, .refresh])
        table.componentState = .empty(message: "Nothing here")
        Interact.settleLayout()
        #expect(table.refreshButton?.hasFocus == true)
        try Interact.press(.f5, in: table)
        table.componentState = .loading
        Interact.settleLayout()
        try Interact.press(.controlR, in: table)
        try Interact.press(KeyPress(.character("r")), in: table)  // plain R is no shortcut
        #expect(log.actions == [.refresh, .refresh, .refresh, .refresh])
        // List keys need a row to be focused.
        #expect(throws: InteractionError.self) { try Interact.press(.down, in: table) }
    }

    @Test func refreshKeysOutsideTheTableDoNotRefreshIt() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true)
        let log = ActionLog(table)
        table.componentState = .items(["Ann"])
        let other = Button(title: "Elsewhere")
        let page = Container(layout: .vertical()).children(other, table)
        let window = showInWindow(page)
        defer { window.close() }
        other.native.grabFocus()
        #expect(other.hasFocus)
        #expect(throws: InteractionError.self) { try Interact.press(.f5, in: table) }
        window.simulateKeyPress(KeyPress(.f5))
        window.simulateKeyPress(KeyPress(.character("r"), modifiers: .control))
        #expect(log.actions.isEmpty)
        // The same window key reaches the table once the focus is inside it.
        table.refreshButton?.native.grabFocus()
        window.simulateKeyPress(KeyPress(.f5))
        #expect(log.actions == [.refresh])
    }

    @Test func updateItemsChangesTheTablesModelsInPlaceAndShowsThem() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        table.componentState = .items(["Ann", "Bo", "Cy"])
        let window = showInWindow(table)
        defer { window.close() }
        try Interact.tapRow(1, in: table)
        table.updateItems { models in
            #expect(models == ["Ann", "Bo", "Cy"])
            models[0] = "Anna"
            models.insert("Ada", at: 0)
        }
        Interact.settleLayout()
        #expect(table.componentState == .items(["Ada", "Anna", "Bo", "Cy"]))
        #expect(rowTexts(table) == ["Ada", "Anna", "Bo", "Cy"])
        #expect(table.selectedRowIndex == 2)
        // From another state it starts with no models.
        table.componentState = .loading
        table.updateItems { $0.append("Di") }
        #expect(rowTexts(table) == ["Di"])
    }

    @Test func aTableThatIsNotReloadableHasNoRefresh() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        let log = ActionLog(table)
        table.componentState = .items(["Ann"])
        let window = showInWindow(table)
        defer { window.close() }
        #expect(table.refreshButton == nil)
        #expect(throws: InteractionError.self) { try Interact.tapRefresh(table) }
        try Interact.press(.f5, in: table)
        try Interact.press(.controlR, in: table)
        #expect(log.actions.isEmpty)
    }

    @Test func selectingInAnEmptyOrLoadingTableDoesNothing() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        let log = ActionLog(table)
        table.componentState = .empty(message: "Nothing")
        #expect(throws: InteractionError.self) { try Interact.tapRow(0, in: table) }
        table.componentState = .loading
        #expect(throws: InteractionError.self) { try Interact.tapRow(0, in: table) }
        let window = showInWindow(table)
        defer { window.close() }
        #expect(throws: InteractionError.self) { try Interact.focus(table) }
        #expect(log.actions.isEmpty)
    }

    @Test func theSelectionCarriesTheModelSeenEvenWhenTheStateChangesMeanwhile() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        var received: [TableViewAction<String, Void>] = []
        let token = table.action.sink { action in
            received.append(action)
            // Whoever hears the first action replaces the rows at once.
            if received.count == 1 { table.componentState = .items(["X", "Y"]) }
        }
        defer { token.cancel() }
        table.componentState = .items(["Ann", "Bo", "Cy"])
        try Interact.tapRow(2, in: table)
        #expect(received == [.selected("Cy")])
        #expect(rowTexts(table) == ["X", "Y"])
        try Interact.tapRow(1, in: table)
        #expect(received == [.selected("Cy"), .selected("Y")])
    }

    @Test func scrollPositionAndSelectionSurviveAnInsertion() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        var people = (0..<60).map { Person(id: $0, name: "Person \($0)") }
        table.componentState = .items(people)
        let window = showInWindow(table, height: 200)
        defer { window.close() }
        table.scrollToRow(30)
        Interact.settleLayout()
        try Interact.tapRow(30, in: table)
        table.scrolledWindow.verticalOffset = 300
        Interact.settleLayout()
        #expect(table.scrolledWindow.verticalOffset == 300)
        people.insert(Person(id: 100, name: "New"), at: 50)
        table.componentState = .items(people)
        Interact.settleLayout()
        #expect(table.scrolledWindow.verticalOffset == 300)
        #expect(table.selectedRowIndex == 30)
        #expect(table.listRow(at: 30)?.isSelected ?? true)
        // A refresh (loading, then the models again) starts at the top with the selection
        // still on its model, as it belongs to the model…
        let selected = people[30]
        table.componentState = .loading
        Interact.settleLayout()
        table.componentState = .items(people)
        Interact.settleLayout()
        #expect(table.scrolledWindow.verticalOffset == 0)
        #expect(table.selectedRowIndex == 30)
        // …and the selection goes when its model does (so the checks above can fail).
        table.componentState = .items(people.filter { $0.id != selected.id })
        Interact.settleLayout()
        #expect(table.listBox.selectedRow == nil)
        #expect(table.selectedRowIndex == nil)
    }

    @Test func aGroupedTableIsFramed() {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init, style: .grouped)
        #expect(table.listBox.styleClasses.contains("frame"))
        #expect(table.style == .grouped)
    }

    @Test func aDroppedTableFinalizesEveryWidget() throws {
        let tracker = FinalizationTracker()
        weak var weakTable: PlainTableView<TextCell>?
        do {
            let table = PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true)
            weakTable = table
            table.componentState = .items(["Ann", "Bo", "Cy"])
            let window = showInWindow(table)
            try Interact.tapRow(1, in: table)
            tracker.track(table)
            window.content = nil
            window.close()
            table.componentState = .loading
            table.componentState = .items(["Di"])
            tracker.track(table)
        }
        Interact.settleLayout()
        #expect(weakTable == nil)
        #expect(tracker.trackedCount > 20)
        #expect(tracker.aliveCount == 0)
    }
}
