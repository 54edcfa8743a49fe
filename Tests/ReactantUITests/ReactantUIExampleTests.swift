import Foundation
import Reactant
import ReactantTesting
import ReactantUIXML
import Testing

/// ReactantUI's own example components (ReactantUIExample/: their XML unchanged, their Swift
/// ported by RENAMES.md's renames), built by ReactantUIPlugin and laid out on the backend the
/// run chose. Every frame asserted is one number for all backends (a GTK 4 progress bar's theme height aside); where a size comes from a
/// widget's text (a label's, a button's title), the test asserts what the XML decides (centred,
/// stacked, full width), since headless measures text differently.
@MainActor
struct ReactantUIExampleTests {
    init() throws { try TestBackend.start() }

    /// Whether the run draws with GTK 4, whose theme gives a progress bar another height.
    /// Nonisolated, so that a test trait's closure can read it too.
    nonisolated static let drawsWithGTK4: Bool = {
        #if GTK4
        ProcessInfo.processInfo.environment["REACTANT_TEST_BACKEND"] == "gtk"
        #else
        false
        #endif
    }()

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
            // Its height is the bar's natural 4 px on GTK 3 and headless (Adwaita's, which the
            // headless backend reports too); GTK 4's theme draws the trough 8 px high.
            #expect(bar.frame == (Self.drawsWithGTK4
                ? LayoutRect(x: 20, y: 236, width: 280, height: 8)
                : LayoutRect(x: 20, y: 238, width: 280, height: 4)))
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

    /// ExampleRootView.ui.xml, unchanged, generates: templates, attributed text styles
    /// extending a later one and another group's, state colours, attributed titles, alpha, and
    /// its layout conditions as a conditional layout.
    @Test func exampleRootViewGenerates() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("ReactantUIExample/UI/Playground/ExampleRootView.ui.xml").path
        var warnings: [UIDiagnostic] = []
        let swift = SwiftGenerator.generate(try UIDocumentParser.parse(contentsOf: path, warnings: &warnings))
        #expect(swift.contains("enum ReactantTemplates {"))
        #expect(swift.contains("static func superTemplate(_name9: String, foo: String) -> AttributedText {"))
        #expect(swift.contains("[.tagged(\"b\", TextAttributes(), [.text((\"Welcome \" + _name9))]), .text(\" \"), .tagged(\"i\", TextAttributes(), [.text(\"ups\")]), .text((\" \" + foo))], style: ExampleRootViewLocalStyles.attributko)"))
        #expect(swift.contains("extending: [ExampleRootViewLocalStyles.bandaska, ExampleRootViewLocalStyles.bandasnik]"))
        #expect(swift.contains("extending: [CommonStyles.globalko]"))
        #expect(swift.contains("view.setBackgroundColor(Color(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0), for: .highlighted)"), "ButtonStyle backgroundColor.highlighted=\"white\"")
        #expect(swift.contains("\"rui-alpha-0\""), "alpha=\"0\"")
        #expect(swift.contains("setAttributedTitle(AttributedText("))
        #expect(swift.contains("•\\tCase Pearls"), "\\t is a tab, written as the escape in the generated literal")
        #expect(swift.contains(".text(\"\\nKeep Your Pedi Safe!\\nThe D is silent.\")"), "the lines after <b> lose the first line's indentation")
        // The three conditions of layout:leading, in order, and the rules they guard.
        let conditional = [
            "        reactantUIConditionalLayout({ traits in [",
            "            !(traits.horizontal == .compact) && traits.vertical == .regular && false || traits.width < 100.0,",
            "            (traits.horizontal == .compact || traits.vertical == .compact || false) && traits.height >= 20.0,",
            "            false,",
            "        ] }, apply: { [weak self, weak view1] met in",
            "            guard let self, let view1 else { return }",
            "            view1.snp.remakeConstraints { make in",
            "                make.height.equalTo(50.0)",
            "                if met[0] { make.leading.equalToSuperview() }",
            "                if met[1] { make.leading.equalTo(view1.snp.leading) }",
            "                if met[2] { make.leading.greaterThanOrEqualTo(10.0) }",
            "                make.top.equalTo(self.snp.top)",
        ].joined(separator: "\n")
        #expect(swift.contains(conditional), "\(swift)")
        #expect(warnings.contains { $0.message == "condition 'pad': a GTK desktop is no phone, pad, TV or CarPlay screen; it is false" })
        #expect(warnings.contains { $0.message.hasPrefix("paragraphStyle.tabStops has no effect on GTK") })
        #expect(warnings.contains { $0.message.hasPrefix("an attributedTitle for selected|highlighted has no effect") })
    }

    /// ExampleRootView laid out: its conditional view `test` takes the rules whose conditions
    /// hold for the window's size, and the other set after a resize.
    @Test func exampleRootViewFollowsItsConditions() throws {
        let root = ExampleRootView()
        let host = Host(root, width: 320, height: 480)
        defer { host.close() }
        let test = try #require(root.subviews.first { $0.widgetName == "test" })
        // 320 wide: horizontal == compact and height :gte 20, so coolConstraint = self (a
        // leading that places nothing) with top, width and height.
        #expect(test.snp.installedConstraints.count == 4)
        #expect(test.frame == LayoutRect(x: 0, y: 0, width: 100, height: 50))
        let red = try #require(root.subviews.dropFirst().first)
        #expect(red.backgroundColor == .red && red.frame == LayoutRect(x: 0, y: 60, width: 100, height: 50))
        // 700×700: regular both ways and no pad: neither leading rule holds.
        host.window.resize(width: 700, height: 700)
        Interact.settleLayout()
        #expect(root.frame.width == 700 && root.frame.height == 700)
        #expect(test.snp.installedConstraints.count == 3)
        #expect(test.frame == LayoutRect(x: 0, y: 0, width: 100, height: 50))
        let image = try #require(root.subviews.first { $0 is ImageView })
        #expect(image.frame == LayoutRect(x: 0, y: 0, width: 700, height: 700), "layout:edges=\"super\"")
        root.componentState = (test: "a", 1, test2: (a: 2, b: "b"))
        #expect(root.django.text == "Welcome super name ups super foo")
        #if GTK3 // Snapshot renders with GTK 3: the README's picture (REACTANT_UI_ROOT_PNG names where)
        guard Snapshot.isAvailable, let path = ProcessInfo.processInfo.environment["REACTANT_UI_ROOT_PNG"] else { return }
        let shown = ExampleRootView()
        shown.componentState = (test: "a", 1, test2: (a: 2, b: "b"))
        let window = Window(controller: ControllerBase<Void, ExampleRootView>(title: "ExampleRootView", root: shown))
        window.defaultSize = (360, 640)
        window.show()
        defer { window.close() }
        Interact.settleLayout()
        try SnapshotPNG.write(try Snapshot.render(window, size: (360, 640)), to: URL(fileURLWithPath: path))
        #endif
    }
}

/// `rowHeight` of a table view whatever its model types.
@MainActor
protocol RowHeightReading: AnyObject {
    var rowHeight: Double? { get }
}

extension TableViewBase: RowHeightReading {}
