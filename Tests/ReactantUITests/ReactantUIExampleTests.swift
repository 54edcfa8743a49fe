import Foundation
import Reactant
import ReactantTesting
import ReactantUIXML
import Testing

/// ReactantUI's own example components (ReactantUIExample/: their XML unchanged, their Swift
/// ported by RENAMES.md's renames), built by ReactantUIPlugin and laid out on the backend the
/// run chose. Every frame asserted is one number for both backends; where a size comes from a
/// widget's text (a label's, a button's title), the test asserts what the XML decides (centred,
/// stacked, full width), since headless measures text differently.
@MainActor
struct ReactantUIExampleTests {
    init() throws { try TestBackend.start() }

    func laidOut<V: View>(_ view: V, _ check: (V) throws -> Void) rethrows {
        let host = Host(view, width: 320, height: 480)
        defer { host.close() }
        try check(view)
    }

    @Test func stackViewExample() {
        laidOut(StackViewRootView()) { root in
            // StackView axis="vertical" spacing="10" layout:edges="super", two 20-high views.
            #expect(root.stackView.axis == .vertical && root.stackView.spacing == 10)
            #expect(root.stackView.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
            let views = root.stackView.arrangedSubviews
            #expect(views.count == 3, "the XML's two views, then the one afterInit() adds")
            #expect(views[0].frame == LayoutRect(x: 0, y: 0, width: 320, height: 20))
            #expect(views[0].backgroundColor == .blue && views[1].backgroundColor == .green && views[2].backgroundColor == .red)
            #expect(views[1].frame == LayoutRect(x: 0, y: 30, width: 320, height: 20))
            #expect(views[2].frame.y == 60)
        }
    }

    @Test func progressViewExample() throws {
        try laidOut(ProgressViewRootView()) { root in
            let bar = try #require(root.subviews.first as? ProgressBar)
            #expect(bar.fraction == 0.8)
            #expect(bar.styleClasses.contains("rui-progress-ff-0-0-ff") && bar.styleClasses.contains("rui-trough-0-ff-0-ff"))
            // fillHorizontally="progressFill = super inset(20)", centerY="super".
            // Its height is the bar's natural 4 px on both backends (Adwaita's, which the
            // headless backend reports too).
            #expect(bar.frame == LayoutRect(x: 20, y: 238, width: 280, height: 4))
        }
    }

    @Test func tableViewExamples() throws {
        let roots: [(View, String)] = [
            (PlainTableViewRootView(), "PlainTableView<PlainCell>"),
            (HeaderTableViewRootView(), "HeaderTableView<HeaderView, PlainCell>"),
            (FooterTableViewRootView(), "FooterTableView<PlainCell, FooterView>"),
            (SimpleTableViewRootView(), "SimpleTableView<HeaderView, PlainCell, FooterView>"),
            (SimulatedSeparatorTableViewRootView(), "SimulatedSeparatorTableView<PlainCell>"),
        ]
        for (root, type) in roots {
            try laidOut(root) { root in
                let table = try #require((root as? Container)?.subviews.first)
                #expect(String(describing: Swift.type(of: table)) == type)
                #expect(table.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480), "layout:edges=\"super\"")
                // tableView.rowHeight="-1": UITableView.automaticDimension, rows as high as their content.
                #expect((table as? any RowHeightReading)?.rowHeight == nil)
            }
        }
        let footer = FooterTableViewRootView()
        #expect(footer.subviews.first === footer.footerTableView, "field=\"footerTableView\"")
        let separated = try #require(SimulatedSeparatorTableViewRootView().subviews.first as? SimulatedSeparatorTableView<PlainCell>)
        #expect(separated.separatorHeight == 20 && separated.separatorColor == "rgba(0,0,255,1)")
    }

    @Test func cellHeaderAndFooterExamples() {
        laidOut(PlainCell()) { cell in
            #expect(cell.title.text == "Test" && cell.title.backgroundColor == .white)
            #expect(cell.title.frame == LayoutRect(x: 20, y: 20, width: 280, height: 440))
            #expect(cell.title.contentCompressionResistancePriority(for: .vertical) == .required)
        }
        laidOut(HeaderView()) { header in
            let label = header.subviews.first as? Label
            #expect(label?.text == "Header" && label?.textColor == .blue)
            #expect(label?.frame == LayoutRect(x: 16, y: 16, width: 288, height: 448))
        }
        laidOut(FooterView()) { footer in
            let label = footer.subviews.first as? Label
            #expect(label?.text == "Footer" && label?.textColor == .red)
            #expect(label?.frame == LayoutRect(x: 16, y: 16, width: 288, height: 448))
        }
    }

    @Test func exampleSelectionExample() throws {
        let root = ExampleSelectionRootView()
        root.componentState = ()
        try laidOut(root) { root in
            let scroll = try #require(root.subviews.first as? ScrollView)
            #expect(scroll.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
            #expect(scroll.content === root.stackView && root.stackView.axis == .vertical)
            let cells = root.stackView.arrangedSubviews
            #expect(cells.count == ExampleType.allCases.count)
            let height = try #require(cells.first?.frame.height)
            for (index, cell) in cells.enumerated() {
                #expect(cell.frame == LayoutRect(x: 0, y: index * height, width: 320, height: height))
                // SelectionCell.ui.xml: field="name", fillHorizontally inset(20), fillVertically
                // inset(12), inside the cell's button (Adwaita: 10 px each side, 5 above and below).
                let name = try #require((cell as? SelectionCell)?.name)
                #expect(name.text == ExampleType.allCases[index].name)
                #expect(name.frame == LayoutRect(x: 30, y: 17, width: 260, height: height - 34))
            }
        }
    }

    /// The simple table example (header, cells and footer rows, each a component from its own
    /// XML) in its ported controller's window: the picture in the DocC article ReactantUI
    /// (written where REACTANT_UI_EXAMPLE_PNG names, on GTK).
    @Test func simpleTableExampleInItsWindow() throws {
        let controller = SimpleTableViewController()
        let table = try #require(controller.rootView.subviews.first as? SimpleTableView<HeaderView, PlainCell, FooterView>)
        table.componentState = .items([SectionModel(header: (), items: ["a", "b"], footer: ())])
        let window = Window(controller: controller)
        window.defaultSize = (320, 420)
        window.show()
        defer { window.close() }
        Interact.settleLayout()
        let rows = WidgetTree.render(table)
        #expect(rows.components(separatedBy: "label \"Test\"").count - 1 == 2, "two PlainCells, each its XML's label")
        #expect(rows.contains("label \"Header\"") && rows.contains("label \"Footer\""))
        #if GTK3 || GTK4 // Snapshot renders with GTK
        guard Snapshot.isAvailable, let path = ProcessInfo.processInfo.environment["REACTANT_UI_EXAMPLE_PNG"] else { return }
        let image = try Snapshot.render(window, size: (320, 420))
        try SnapshotPNG.write(image, to: URL(fileURLWithPath: path))
        #endif
    }

    /// The example that doesn't build, kept unchanged in Tests/ReactantUIFixtures: each is
    /// refused with an error naming what isn't supported, at its line and column.
    @Test func theUnsupportedExamplesNameWhatTheyUse() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ReactantUIFixtures/ReactantUIExample").path
        func diagnostic(_ path: String) -> UIDiagnostic? {
            do { _ = try UIDocumentParser.parse(contentsOf: folder + "/" + path); return nil } catch { return error }
        }
        let expected = [
            "Playground/ExampleRootView.ui.xml:54:5: error: layout:leading=\"[!(horizontal == compact) and (vertical == regular) and pad or width :lt 100] coolConstraint = super\": conditions ([…]) are not supported",
        ]
        for prefix in expected {
            let path = String(prefix.prefix { $0 != ":" })
            let found = try #require(diagnostic(path), "\(path) must not parse")
            #expect(found.description.hasPrefix(folder + "/" + prefix))
        }
    }

    /// ExampleRootView.ui.xml without its layout conditions (the one thing it is refused for)
    /// parses and generates: templates, attributed text styles extending a later one and
    /// another group's, state colours, attributed titles, alpha.
    @Test func exampleRootViewGeneratesButForItsLayoutConditions() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ReactantUIFixtures/ReactantUIExample/Playground/ExampleRootView.ui.xml").path
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: "layout:leading=\"["))
        let end = try #require(text.range(of: "\"", range: start.upperBound..<text.endIndex))
        text.replaceSubrange(start.lowerBound..<end.upperBound, with: "layout:leading=\"super\"")
        var warnings: [UIDiagnostic] = []
        let swift = SwiftGenerator.generate(try UIDocumentParser.parse(data: Data(text.utf8), file: path, warnings: &warnings))
        #expect(swift.contains("enum ReactantTemplates {"))
        #expect(swift.contains("static func superTemplate(_name9: String, foo: String) -> AttributedText {"))
        #expect(swift.contains("[.tagged(\"b\", TextAttributes(), [.text((\"Welcome \" + _name9))]), .text(\" \"), .tagged(\"i\", TextAttributes(), [.text(\"ups\")]), .text((\" \" + foo))], style: ExampleRootViewLocalStyles.attributko)"))
        #expect(swift.contains("extending: [ExampleRootViewLocalStyles.bandaska, ExampleRootViewLocalStyles.bandasnik]"))
        #expect(swift.contains("extending: [CommonStyles.globalko]"))
        #expect(swift.contains("view.setBackgroundColor(Color(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0), for: .highlighted)"), "ButtonStyle backgroundColor.highlighted=\"white\"")
        #expect(swift.contains("\"rui-alpha-0\""), "alpha=\"0\"")
        #expect(swift.contains("setAttributedTitle(AttributedText("))
        #expect(swift.contains("•\\tCase Pearls"), "\\t is a tab, written as the escape in the generated literal")
        #expect(warnings.contains { $0.message.hasPrefix("paragraphStyle.tabStops has no effect on GTK") })
        #expect(warnings.contains { $0.message.hasPrefix("an attributedTitle for selected|highlighted has no effect") })
    }
}

/// `rowHeight` of a table view whatever its model types.
@MainActor
protocol RowHeightReading: AnyObject {
    var rowHeight: Double? { get }
}

extension TableViewBase: RowHeightReading {}
