import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// `.boxedList`: GNOME's boxed list, a framed block of rows with a line between each two
    /// (on GTK a GtkSeparator header above every row but the table's first).
    @Suite @MainActor struct BoxedListTests {
        init() throws { try TestBackend.start() }

        /// The rows of the list as the tree describes them, one line each. Not a recorded
        /// tree read: how many rows a scrolled table holds depends on the heights each backend
        /// measures, so the parity check would compare counts, not lines.
        private func rowLines(_ table: some TableViewWidgets) -> [String] {
            table.listBox.rows.map { WidgetTree.describe($0) }
        }

        @Test func aBoxedListIsFramedWithALineBetweenEachTwoRows() {
            let table = PlainTableView<TextCell>(cellFactory: TextCell.init, style: .boxedList)
            table.componentState = .items(["Ann", "Bo", "Cy"])
            #expect(table.listBox.styleClasses == ["table-list", "frame", "boxed-list"])
            #expect(WidgetTree.render(table.listBox) == """
                list .table-list .frame .boxed-list
                  row
                    box vertical
                      label "Ann"
                  row separator-above
                    box vertical
                      label "Bo"
                  row separator-above
                    box vertical
                      label "Cy"
                """)
            // The line takes its place in the list: a row and the line above it are 1 px
            // taller than the first row (GTK measures the separator; headless counts 1 px).
            let first = table.frameOfRow(0)?.height ?? 0
            #expect(table.frameOfRow(1)?.height == first + 1)
            #expect(table.frameOfRow(2)?.top == (table.frameOfRow(1)?.top ?? 0) + first + 1)
        }

        @Test func plainAndGroupedTablesHaveNoLines() {
            for style in [TableViewStyle.plain, .grouped] {
                let table = PlainTableView<TextCell>(cellFactory: TextCell.init, style: style)
                table.componentState = .items(["Ann", "Bo"])
                #expect(rowLines(table) == ["row", "row"])
                #expect(!table.listBox.styleClasses.contains("boxed-list"))
            }
        }

        /// The line belongs to the table's rows, not to the list's: whichever rows the table
        /// holds while scrolled, only the table's first row has none.
        @Test func theFirstRowOfTheTableAloneHasNoLine() throws {
            let table = PlainTableView<TextCell>(cellFactory: TextCell.init, style: .boxedList)
            table.componentState = .items((1...300).map { "Name \($0)" })
            // A button first takes the window's first focus (GTK would give it to the list,
            // selecting its first row; the headless backend doesn't model that).
            let page = Container(layout: .vertical()).children(Button(title: "Before"), table)
            table.layout.expand(horizontally: true, vertically: true)
            let window = showInWindow(page)
            defer { window.close() }
            table.scrollToRow(200, at: .top)
            Interact.settleLayout()
            #expect(table.materializedRows.lowerBound > 0)
            #expect(rowLines(table).allSatisfy { $0.contains("separator-above") })
            table.scrollToRow(0, at: .top)
            Interact.settleLayout()
            let lines = rowLines(table)
            #expect(lines.first?.contains("separator-above") == false)
            #expect(lines.count > 5 && lines.dropFirst().allSatisfy { $0.contains("separator-above") })
            // Removing the first name makes the next one first: its line goes.
            table.componentState = .items((2...300).map { "Name \($0)" })
            Interact.settleLayout()
            #expect(rowLines(table).first?.contains("separator-above") == false)
            #expect(rowLines(table).dropFirst().first?.contains("separator-above") == true)
            // The first row only: how many rows follow depends on each backend's heights.
            let firstRow = try #require(table.listBox.rows.first?.content)
            #expect(WidgetTree.render(firstRow).contains(#"label "Name 2""#))
        }

        @Test func aDroppedBoxedListFinalizesEveryWidget() {
            let tracker = FinalizationTracker()
            weak var weakTable: PlainTableView<TextCell>?
            do {
                let table = PlainTableView<TextCell>(cellFactory: TextCell.init, style: .boxedList)
                weakTable = table
                table.componentState = .items(["Ann", "Bo", "Cy"])
                let window = showInWindow(table)
                tracker.track(table)
                window.content = nil
                window.close()
            }
            Interact.settleLayout()
            #expect(weakTable == nil)
            #expect(tracker.trackedCount > 10)
            #expect(tracker.aliveCount == 0)
        }
    }
}
