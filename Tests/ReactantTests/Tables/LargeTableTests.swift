import Reactant
import ReactantTesting
import Testing

/// Tables of many rows: the list box holds only what is on screen plus a margin.
@Suite(.uiSerialized) @MainActor
struct LargeTableTests {
    init() throws { try TestBackend.start() }

    private func people(_ count: Int) -> [Person] {
        (0..<count).map { Person(id: $0, name: "P\($0)") }
    }

    /// The materialised rows show exactly the models of their table rows.
    private func expectRowsMatchModels(_ table: PlainTableView<PersonCell>, _ models: [Person],
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rowTexts(table) == table.materializedRows.map { models[$0].name }, sourceLocation: sourceLocation)
        #expect(!table.visibleRows.isEmpty, sourceLocation: sourceLocation)
        #expect(table.materializedRows.contains(table.visibleRows.lowerBound), sourceLocation: sourceLocation)
        // Only the row showing the selected model looks selected (a recycled row must not).
        let selected = table.materializedRows.filter { table.listRow(at: $0)?.isSelected == true }
        let expected = table.selectedRowIndex.map { table.materializedRows.contains($0) ? [$0] : [] } ?? []
        #expect(selected == expected, sourceLocation: sourceLocation)
    }

    @Test func afterScrollingAnywhereTheVisibleRowsShowTheirModelsAndSelectingSendsIt() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        let log = ActionLog(table)
        let models = people(10_000)
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        expectRowsMatchModels(table, models)
        for target in [137, 5_000, 9_999, 4_321, 0] {
            table.scrollToRow(target, at: .top)
            Interact.settleLayout()
            expectRowsMatchModels(table, models)
            #expect(table.visibleRows.contains(target))
            try Interact.tapRow(target, in: table)
            #expect(log.actions.last == .selected(models[target]))
            #expect(table.selectedRowIndex == target)
        }
        // Wheel steps take the selected row 0 out of view: the row widget that showed it is
        // moved and rebound, and must not look selected any more.
        for _ in 0..<15 {
            table.scrolledWindow.verticalOffset += 40
            Interact.settleLayout()
            expectRowsMatchModels(table, models)
        }
        #expect(!table.materializedRows.contains(0))
        #expect(table.selectedRowIndex == 0)
        // The scroll bar: a jump to any offset shows the rows there.
        let content = table.frameOfRow(table.materializedRows.lowerBound)!.height * 10_000
        for fraction in [0.5, 0.9, 0.25] {
            table.scrolledWindow.verticalOffset = content * fraction
            Interact.settleLayout()
            expectRowsMatchModels(table, models)
            let middle = table.visibleRows.lowerBound
            #expect(abs(Double(middle) - 10_000 * fraction) < 200)
            try Interact.tapRow(middle, in: table)
            #expect(log.actions.last == .selected(models[middle]))
        }
        // A row far away can't be tapped, as a person couldn't.
        #expect(throws: InteractionError.self) { try Interact.tapRow(10, in: table) }
    }

    @Test func theCellsMadeStayBoundedWhateverTheRowCount() throws {
        var counts: [Int] = []
        for count in [100, 100_000] {
            let factory = FactoryCounter(PersonCell.init)
            let table = PlainTableView<PersonCell>(cellFactory: factory.callAsFunction)
            let models = people(count)
            table.componentState = .items(models)
            let window = showInWindow(table)
            for target in [count / 3, count - 1, count / 2, 0] {
                table.scrollToRow(target, at: .top)
                Interact.settleLayout()
                table.scrolledWindow.verticalOffset += 45  // a wheel step
                Interact.settleLayout()
            }
            expectRowsMatchModels(table, models)
            #expect(table.listBox.rows.count == table.materializedRows.count)
            counts.append(factory.count)
            window.close()
        }
        #expect(counts[1] <= counts[0] + 2, "cells made for 100 and 100,000 rows: \(counts)")
        #expect(counts[1] < 40)
    }

    @Test func updatesWhileScrolledKeepThePositionAndTheSelection() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        var models = people(1_000)
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        table.scrollToRow(500, at: .top)
        Interact.settleLayout()
        try Interact.tapRow(505, in: table)
        let offset = table.scrolledWindow.verticalOffset
        let visible = table.visibleRows
        // Below the window, and a rename inside it.
        models.insert(Person(id: 5_000, name: "New"), at: 900)
        models[502].name = "Renamed"
        table.componentState = .items(models)
        Interact.settleLayout()
        #expect(table.scrolledWindow.verticalOffset == offset)
        #expect(table.visibleRows == visible)
        #expect(table.selectedRowIndex == 505)
        expectRowsMatchModels(table, models)
        #expect(rowTexts(table).contains("Renamed"))
        // Above the window: the offset stays, the rows move down by one as in GtkListBox.
        models.insert(Person(id: 5_001, name: "Above"), at: 10)
        table.componentState = .items(models)
        Interact.settleLayout()
        #expect(table.scrolledWindow.verticalOffset == offset)
        #expect(table.selectedRowIndex == 506)
        #expect(table.listRow(at: 506)?.isSelected == true)
        expectRowsMatchModels(table, models)
        // Scrolled away and back, the selection is still on its model.
        table.scrollToRow(0)
        Interact.settleLayout()
        #expect(table.listBox.selectedRow == nil)
        #expect(table.listBox.rows.allSatisfy { !$0.isSelected })
        table.scrollToRow(506)
        Interact.settleLayout()
        #expect(table.listRow(at: 506)?.isSelected == true)
    }

    /// Deleting the selected model ends the selection, through `.items` and `updateItems`:
    /// no row looks selected, the table reports none, and the model coming back (an undo)
    /// comes back unselected, as a row GtkListBox removed and got again would.
    @Test func deletingTheSelectedModelEndsTheSelection() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        var models = people(1_000)
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        for throughUpdateItems in [false, true] {
            try Interact.tapRow(3, in: table)
            #expect(table.selectedRowIndex == 3)
            let deleted = models.remove(at: 3)
            if throughUpdateItems {
                table.updateItems { $0.remove(at: 3) }
            } else {
                table.componentState = .items(models)
            }
            Interact.settleLayout()
            #expect(table.selectedRowIndex == nil)
            #expect(table.listBox.selectedRow == nil)
            expectRowsMatchModels(table, models)
            models.insert(deleted, at: 3)
            table.componentState = .items(models)
            Interact.settleLayout()
            #expect(table.selectedRowIndex == nil)
            #expect(table.listBox.selectedRow == nil)
            expectRowsMatchModels(table, models)
        }
    }

    /// A row a person selected stays selected when code scrolls far away right after the
    /// click (nothing read the selection in between) and back.
    @Test func aClickedRowStaysSelectedThroughAScrollFromCode() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        table.componentState = .items(people(1_000))
        let window = showInWindow(table)
        defer { window.close() }
        try Interact.tapRow(3, in: table)
        table.scrollToRow(900, at: .top)
        Interact.settleLayout()
        #expect(!table.materializedRows.contains(3))
        table.scrollToRow(0, at: .top)
        Interact.settleLayout()
        #expect(table.selectedRowIndex == 3)
        #expect(table.listRow(at: 3)?.isSelected == true)
    }

    @Test func rowsOfDifferentHeightsScrollWithoutJumps() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        // Every seventh row is four lines high.
        let models = (0..<2_000).map { $0 % 7 == 0 ? "R\($0)\nsecond\nthird\nfourth" : "R\($0)" }
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        let heights = Set(table.materializedRows.compactMap { table.frameOfRow($0)?.height })
        #expect(heights.count == 2)
        // Wheel steps down: the row at the top moves up by exactly the step, never jumps.
        for _ in 0..<60 {
            let anchor = table.visibleRows.lowerBound
            let before = table.frameOfRow(anchor)!.top - table.scrolledWindow.verticalOffset
            table.scrolledWindow.verticalOffset += 40
            Interact.settleLayout()
            let after = table.frameOfRow(anchor).map { $0.top - table.scrolledWindow.verticalOffset }
            #expect(after == before - 40, "row \(anchor) moved from \(before) to \(String(describing: after))")
        }
        // Back up the same way.
        for _ in 0..<20 {
            let anchor = table.visibleRows.lowerBound
            let before = table.frameOfRow(anchor)!.top - table.scrolledWindow.verticalOffset
            table.scrolledWindow.verticalOffset -= 40
            Interact.settleLayout()
            let after = table.frameOfRow(anchor).map { $0.top - table.scrolledWindow.verticalOffset }
            #expect(after == before + 40, "row \(anchor) moved from \(before) to \(String(describing: after))")
        }
        // The last row can be reached and is shown whole at the bottom.
        table.scrollToRow(1_999, at: .bottom)
        Interact.settleLayout()
        #expect(table.visibleRows.upperBound == 2_000)
        #expect(rowTexts(table).last == "R1999")
        // And the first again, with the spacer above it gone.
        table.scrollToRow(0, at: .top)
        Interact.settleLayout()
        #expect(table.scrolledWindow.verticalOffset == 0)
        #expect(table.frameOfRow(0)?.top == 0)
    }

    /// What `table-bench --smooth` does: many rows of 1, 2 or 3 lines, scrolled down in
    /// small steps as a kinetic scroll does. At every step the rows on screen show their
    /// models, lie edge to edge from the top of the viewport to its bottom, and the row at
    /// the top moved by exactly the step.
    @Test func rowsOfVaryingHeightsScrollContinuously() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        let models = (0..<20_000).map { index in
            (0..<[1, 1, 1, 2, 3][index * 7 % 5]).map { "R\(index) line \($0)" }.joined(separator: "\n")
        }
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        for step in 0..<80 {
            let anchor = table.visibleRows.lowerBound
            let before = try #require(table.frameOfRow(anchor)).top - table.scrolledWindow.verticalOffset
            table.scrolledWindow.verticalOffset += 53
            Interact.settleLayout()
            let after = table.frameOfRow(anchor).map { $0.top - table.scrolledWindow.verticalOffset }
            if let after { #expect(after == before - 53, "step \(step): row \(anchor) moved from \(before) to \(after)") }
            let visible = table.visibleRows
            let texts = rowTexts(table)
            for index in visible {
                let text = texts[index - table.materializedRows.lowerBound]
                #expect(text.hasPrefix("R\(index) line 0"), "row \(index) shows \(text)")
            }
            // Edge to edge, covering the viewport.
            let frames = visible.compactMap { table.frameOfRow($0) }
            #expect(frames.count == visible.count)
            for (upper, lower) in zip(frames, frames.dropFirst()) { #expect(upper.top + upper.height == lower.top) }
            let top = table.scrolledWindow.verticalOffset
            #expect((frames.first?.top ?? .infinity) <= top)
            #expect((frames.last.map { $0.top + $0.height } ?? 0) >= top + table.scrolledWindow.viewportHeight)
        }
        #expect(table.visibleRows.lowerBound > 80)
    }

    @Test func keysPageAndMoveTheCursorThroughRowsNotYetMaterialised() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        let log = ActionLog(table)
        let models = people(1_000)
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        #expect(table.selectedRowIndex == 0)
        let held = table.materializedRows.upperBound
        // Down past the last materialised row: more rows come, the cursor stays on its model.
        for _ in 0..<(held + 5) { try Interact.press(.down, in: table) }
        #expect(table.selectedRowIndex == held + 5)
        #expect(table.visibleRows.contains(held + 5))
        #expect(table.listRow(at: held + 5)?.isFocus == true)
        try Interact.press(.enter, in: table)
        #expect(log.actions.last == .selected(models[held + 5]))
        // Page Down moves by about a viewport, to a row that is then on screen.
        var previous = held + 5
        for _ in 0..<3 {
            try Interact.press(.pageDown, in: table)
            let now = table.selectedRowIndex!
            #expect(now > previous + 3)
            #expect(table.visibleRows.contains(now))
            previous = now
        }
        try Interact.press(.pageUp, in: table)
        #expect(table.selectedRowIndex! < previous)
        try Interact.press(.end, in: table)
        #expect(table.selectedRowIndex == 999)
        #expect(table.visibleRows.upperBound == 1_000)
        try Interact.press(.down, in: table)  // at the end: nothing moves
        try Interact.press(.space, in: table)
        #expect(log.actions.last == .selected(models[999]))
        try Interact.press(.home, in: table)
        #expect(table.selectedRowIndex == 0)
        #expect(table.scrolledWindow.verticalOffset == 0)
        try Interact.press(.enter, in: table)
        #expect(log.actions.last == .selected(models[0]))
    }

    @Test func aSectionedTableRecyclesHeadersAndCellsByKind() throws {
        let table = SimpleTableView<TextCell, PersonCell, TextCell>(
            cellFactory: PersonCell.init, headerFactory: TextCell.init, footerFactory: TextCell.init)
        let log = ActionLog(table)
        let sections = (0..<200).map { section in
            SectionModel(header: "H\(section)", items: (0..<10).map { Person(id: section * 100 + $0, name: "C\(section).\($0)") },
                         footer: "F\(section)")
        }
        table.componentState = .items(sections)
        let window = showInWindow(table)
        defer { window.close() }
        #expect(table.rowCount == 2_400)
        // Section 150 starts at table row 150 × 12: its header, then its cells.
        table.scrollToRow(1_800, at: .top)
        Interact.settleLayout()
        let texts = rowTexts(table)
        let start = table.materializedRows.lowerBound
        #expect(texts[1_800 - start] == "H150")
        #expect(texts[1_801 - start] == "C150.0")
        try Interact.tapRow(1_800, in: table)  // a header: nothing
        try Interact.tapRow(1_803, in: table)
        #expect(log.actions == [.selected(Person(id: 15_002, name: "C150.2"))])
        #expect(table.listBox.rows.count < 80)
    }

    @Test func aMillionRowsScrollFromEndToEnd() throws {
        let factory = FactoryCounter(PersonCell.init)
        let table = PlainTableView<PersonCell>(cellFactory: factory.callAsFunction)
        let models = people(1_000_000)
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        table.scrollToRow(500_000, at: .top)
        Interact.settleLayout()
        #expect(table.visibleRows.lowerBound == 500_000)
        try Interact.tapRow(500_000, in: table)
        try Interact.press(.end, in: table)
        #expect(table.selectedRowIndex == 999_999)
        #expect(table.visibleRows.upperBound == 1_000_000)
        expectRowsMatchModels(table, models)
        try Interact.press(.home, in: table)
        #expect(table.selectedRowIndex == 0)
        #expect(table.visibleRows.lowerBound == 0)
        #expect(table.scrolledWindow.verticalOffset == 0)
        expectRowsMatchModels(table, models)
        #expect(factory.count < 40)
    }

    /// A caller that keeps its array and changes one model (the seed controller's pattern:
    /// `models[i] = x; rootView.componentState = .items(models)`): once the table has shown
    /// the array and the main loop was idle, the table no longer shares the array's storage,
    /// so the change is made in place instead of copying every model, and the table shows it.
    @Test func aCallersArrayIsChangedInPlaceOnceTheTableWasIdle() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        var models = people(10_000)
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        Interact.settleLayout()
        for index in [2, 5, 7] {
            let storage = models.withUnsafeBufferPointer { $0.baseAddress }
            models[index].name = "Changed \(index)"
            #expect(models.withUnsafeBufferPointer { $0.baseAddress } == storage, "row \(index): the array was copied")
            table.componentState = .items(models)
            #expect(rowTexts(table).contains("Changed \(index)"))
            Interact.settleLayout()
        }
        // The table's copy is equal to the caller's array, and the table keeps working on it,
        // whatever the caller did: an insertion, a removal, changes far apart, a new array.
        let edits: [(inout [Person]) -> Void] = [
            { $0.insert(Person(id: -1, name: "Inserted"), at: 4) },
            { $0.remove(at: 1) },
            { for index in stride(from: 0, to: $0.count, by: 97) { $0[index].name = "Many \(index)" } },
            { $0 = $0.map { Person(id: $0.id, name: $0.name + "!") } },
            { $0[$0.count - 1].name = "Last" },
        ]
        for edit in edits {
            edit(&models)
            table.componentState = .items(models)
            Interact.settleLayout()
            guard case .items(let shown) = table.componentState else { Issue.record("not .items"); return }
            #expect(shown == models)
            #expect(shown.withUnsafeBufferPointer { $0.baseAddress } != models.withUnsafeBufferPointer { $0.baseAddress })
            expectRowsMatchModels(table, models)
        }
        table.scrollToRow(9_000, at: .top)
        Interact.settleLayout()
        expectRowsMatchModels(table, models)
        // Changed through `updateItems`, the table's array is changed where it is.
        table.updateItems { $0[9_001].name = "Updated" }
        models[9_001].name = "Updated"
        Interact.settleLayout()
        expectRowsMatchModels(table, models)
        #expect(rowTexts(table).contains("Updated"))
        // Sections too: the table's array of sections stops being the caller's.
        let sectioned = SimpleTableView<TextCell, PersonCell, TextCell>(
            cellFactory: PersonCell.init, headerFactory: TextCell.init, footerFactory: TextCell.init)
        var sections = (0..<100).map { section in
            SectionModel(header: "H\(section)", items: (0..<3).map { Person(id: section * 10 + $0, name: "C\($0)") },
                         footer: "F\(section)")
        }
        sectioned.componentState = .items(sections)
        Interact.settleLayout()
        let storage = sections.withUnsafeBufferPointer { $0.baseAddress }
        sections[0].header = "Renamed"
        #expect(sections.withUnsafeBufferPointer { $0.baseAddress } == storage)
        sectioned.componentState = .items(sections)
        #expect(sectioned.rowCount == 500)
    }

    /// `updateItems` changes the table's own array, which its state then shows: idle time
    /// keeps that array rather than taking it over with a copy of every model (which fell
    /// into the next frame), and the next change is made in the same storage.
    @Test func updateItemsKeepsItsArrayWithoutACopyAtIdleTime() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        table.componentState = .items(people(10_000))
        let window = showInWindow(table)
        defer { window.close() }
        Interact.settleLayout()
        var changed: UnsafePointer<Person>?
        table.updateItems { $0.insert(Person(id: -1, name: "Inserted"), at: 5_000); changed = $0.withUnsafeBufferPointer { $0.baseAddress } }
        Interact.settleLayout()
        do {
            guard case .items(let shown) = table.componentState else { Issue.record("not .items"); return }
            #expect(shown.withUnsafeBufferPointer { $0.baseAddress } == changed, "idle time copied the array")
            #expect(shown.count == 10_001 && shown[5_000].name == "Inserted")
        }
        var again: UnsafePointer<Person>?
        table.updateItems { $0[2].name = "Again"; again = $0.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(again == changed, "the next change copied the array")
        #expect(rowTexts(table).contains("Again"))
    }

    /// Freeing 100,000 replaced models takes over a millisecond: the table keeps them until
    /// the backend is idle (after the new rows are drawn), and then lets them go.
    @Test func replacedModelsAreFreedOnceTheBackendIsIdle() throws {
        final class Token {
            nonisolated(unsafe) static var alive = 0
            init() { Token.alive += 1 }
            deinit { Token.alive -= 1 }
        }
        struct Row: Equatable {
            let id: Int
            let token: Token
            static func == (a: Row, b: Row) -> Bool { a.id == b.id && a.token === b.token }
        }
        final class RowCell: ViewBase<Row, Void> {
            private let label = Label()
            override func loadView() { children(label) }
            override func update() {
                label.text = "R\(componentState.id)"
                setNominalHeight(label)
            }
        }
        Backends.current.processPendingEvents()
        let start = Token.alive
        do {
            let table = PlainTableView<RowCell>(cellFactory: RowCell.init)
            let window = showInWindow(table)
            defer { window.close() }
            table.componentState = .items((0..<1_000).map { Row(id: $0, token: Token()) })
            Interact.settleLayout()
            #expect(Token.alive == start + 1_000)
            table.componentState = .items((0..<10).map { Row(id: $0, token: Token()) })
            // The new rows are shown at once; the old models wait for idle time.
            #expect(rowTexts(table).first == "R0")
            #expect(table.rowCount == 10)
            #expect(Token.alive == start + 1_010)
            Backends.current.processPendingEvents()
            // What is left of the old ones is the last state of cells waiting for reuse.
            #expect(Token.alive < start + 10 + table.listBox.rows.count + 40)
        }
        Backends.current.processPendingEvents()
        #expect(Token.alive == start)
    }

    /// A click on a row the viewport cuts off scrolls the whole row into view, and selects
    /// the model of the row clicked.
    @Test func aPartlyVisibleRowClickedScrollsFullyIntoView() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        let log = ActionLog(table)
        let models = people(1_000)
        table.componentState = .items(models)
        let window = showInWindow(table)
        defer { window.close() }
        let height = table.frameOfRow(0)!.height
        table.scrolledWindow.verticalOffset = height * 100 + height / 2
        Interact.settleLayout()
        let viewport = table.scrolledWindow.viewportHeight
        func isFullyVisible(_ index: Int) -> Bool {
            guard let frame = table.frameOfRow(index) else { return false }
            let top = table.scrolledWindow.verticalOffset
            return frame.top >= top - 0.5 && frame.top + frame.height <= top + viewport + 0.5
        }
        // The top row is cut in half; so, most likely, is the bottom one.
        let cutTop = table.visibleRows.lowerBound
        #expect(cutTop == 100)
        #expect(!isFullyVisible(cutTop))
        try Interact.tapRow(cutTop, in: table)
        Interact.settleLayout()
        #expect(isFullyVisible(cutTop))
        #expect(log.actions.last == .selected(models[cutTop]))
        let bottom = table.visibleRows.upperBound - 1
        table.scrolledWindow.verticalOffset = table.frameOfRow(bottom)!.top + height / 2 - viewport
        Interact.settleLayout()
        let cutBottom = table.visibleRows.upperBound - 1
        #expect(!isFullyVisible(cutBottom))
        try Interact.tapRow(cutBottom, in: table)
        Interact.settleLayout()
        #expect(isFullyVisible(cutBottom))
        #expect(log.actions.last == .selected(models[cutBottom]))
        expectRowsMatchModels(table, models)
    }

    /// Screen readers see the rows on screen; each says where it is in the whole table and
    /// the list says how many rows there are, through updates and scrolling.
    @Test func rowsTellAccessibilityTheirPlaceInTheWholeTable() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        table.componentState = .items(people(10_000))
        let window = showInWindow(table)
        defer { window.close() }
        #expect(table.listBox.accessibleDescription == "10000 rows")
        #expect(table.listRow(at: 0)?.accessibleDescription == "Row 1 of 10000")
        table.scrollToRow(5_000, at: .top)
        Interact.settleLayout()
        for index in table.materializedRows {
            #expect(table.listRow(at: index)?.accessibleDescription == "Row \(index + 1) of 10000")
        }
        table.componentState = .items(people(6_000))
        Interact.settleLayout()
        #expect(table.listBox.accessibleDescription == "6000 rows")
        for index in table.materializedRows {
            #expect(table.listRow(at: index)?.accessibleDescription == "Row \(index + 1) of 6000")
        }
        table.componentState = .items(people(1))
        #expect(table.listBox.accessibleDescription == "1 row")
    }

    /// An insertion anywhere changes the count every row on screen says.
    @Test func anInsertionTellsTheRowsOnScreenTheNewCount() throws {
        let table = PlainTableView<PersonCell>(cellFactory: PersonCell.init)
        table.componentState = .items(people(1_000))
        let window = showInWindow(table)
        defer { window.close() }
        table.updateItems { $0.insert(Person(id: -1, name: "far below"), at: 500) }
        #expect(table.listBox.accessibleDescription == "1001 rows")
        for index in table.materializedRows {
            #expect(table.listRow(at: index)?.accessibleDescription == "Row \(index + 1) of 1001")
        }
        table.updateItems { $0.insert(Person(id: -2, name: "on top"), at: 0) }
        for index in table.materializedRows {
            #expect(table.listRow(at: index)?.accessibleDescription == "Row \(index + 1) of 1002")
        }
        #expect(table.listRow(at: 0)?.accessibleLabel == "on top")
    }
}
