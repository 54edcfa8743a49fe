import Foundation
@testable import ReactantUIXML
import Testing

/// The XML reader's checks: every mistake is one `file:line:column: error: message` line.
struct ParserTests {
    func parse(_ xml: String) throws(UIDiagnostic) -> UIDocument {
        try UIDocumentParser.parse(data: Data(xml.utf8), file: "Test.ui.xml")
    }

    func diagnostic(_ xml: String) -> UIDiagnostic? {
        do { _ = try parse(xml); return nil } catch { return error }
    }

    let head = #"<Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" type="V">"#

    @Test func malformedXMLNamesItsLine() throws {
        let found = try #require(diagnostic(head + "\n<Label field=\"a\">\n</Component>"))
        #expect(found.file == "Test.ui.xml")
        #expect(found.line == 3)
        #expect(found.description.hasPrefix("Test.ui.xml:3:"))
        #expect(found.description.contains(": error: malformed XML"))
    }

    @Test func unknownElementsAndAttributesAreErrorsAtTheirElement() throws {
        let element = try #require(diagnostic(head + "\n\n  <MapView field=\"s\"/>\n</Component>"))
        #expect(element.line == 3 && element.column == 3, "at the element's <")
        #expect(element.message.hasPrefix("<MapView> is not supported"))
        let unknown = try #require(diagnostic(head + "\n<Mapview/>\n</Component>"))
        #expect(unknown.message.hasPrefix("unknown element <Mapview>"))
        let attribute = try #require(diagnostic(head + "\n<Label field=\"a\" colour=\"red\"/>\n</Component>"))
        #expect(attribute.line == 2 && attribute.column == 18, "at the attribute")
        #expect(attribute.message.hasPrefix("<Label> has no attribute 'colour'"))
        let value = try #require(diagnostic(head + "\n<Label field=\"a\" textColor=\"#12\"/>\n</Component>"))
        #expect(value.message.hasPrefix("textColor: '#12' is not a color"))
    }

    @Test func layoutTargetsMustExistAndRulesMustParse() throws {
        let target = try #require(diagnostic(head + "\n<Label field=\"a\" layout:below=\"nothing offset(8)\"/>\n</Component>"))
        // The position is the attribute's own: line 2, column 18 (`layout:below`).
        #expect(target.description == "Test.ui.xml:2:18: error: layout:below refers to 'nothing', which is no field or id of this component")
        let modifier = try #require(diagnostic(head + "\n<Label field=\"a\" layout:left=\"super outset(3)\"/>\n</Component>"))
        #expect(modifier.message.contains("unknown modifier 'outset(3)'"))
        let duplicate = try #require(diagnostic(head + "\n<Label field=\"a\"/><Label id=\"a\"/>\n</Component>"))
        #expect(duplicate.message == "'a' is used by two views of this component")
    }

    @Test func layoutValuesParseAsReactantUIWritesThem() throws {
        let rules = try LayoutRule.parse(attribute: "bottom", value: ":lt super.top inset(6)@high; :gte title offset(2) @low").get()
        #expect(rules.count == 2)
        #expect(rules[0].relation == .lessThanOrEqual && rules[0].target == .superview && rules[0].targetAnchor == "top")
        #expect(rules[0].modifier == .inset(6) && rules[0].priority == 750)
        #expect(rules[1].relation == .greaterThanOrEqual && rules[1].target == .view("title") && rules[1].modifier == .offset(2) && rules[1].priority == 250)
        let width = try LayoutRule.parse(attribute: "width", value: "super multiplied(by: 0.5) @700").get()[0]
        #expect(width.multiplier == 0.5 && width.priority == 700)
        let constant = try LayoutRule.parse(attribute: "height", value: ":gte 44").get()[0]
        #expect(constant.constant == 44 && constant.target == nil)
        let below = try LayoutRule.parse(attribute: "below", value: "id:avatar").get()[0]
        #expect(below.anchor == "top" && below.targetAnchor == "bottom" && below.target == .view("avatar"))
    }

    @Test func theGeneratorWritesSnapKitConstraintsAndStyleCalls() throws {
        let document = try parse(head + """
            <Label field="title" style="general:header" text="Hi &quot;you&quot;" layout:left=":gte super inset(24) @high" layout:below="box"/>
            <Container id="box" layout:fillHorizontally="super"/>
            </Component>
            """)
        let swift = SwiftGenerator.generate(document)
        #expect(swift.contains("extension V: ReactantUIComponent {"))
        #expect(swift.contains("let view1 = Container()"))
        #expect(swift.contains("view1.widgetName = \"box\""))
        #expect(swift.contains("GeneralStyles.header(self.title)"))
        #expect(swift.contains("self.title.text = \"Hi \\\"you\\\"\""))
        #expect(swift.contains("make.left.greaterThanOrEqualToSuperview().inset(24.0).priority(750.0)"))
        #expect(swift.contains("make.top.equalTo(view1.snp.bottom)"))
        #expect(swift.contains("make.horizontalEdges.equalToSuperview()"))
        #expect(swift.contains("case \"title\": self.title"))
    }

    /// Swift's lexer refuses a DEL (U+007F) inside a string literal ("unprintable ASCII
    /// character"), which XML allows (`&#127;`): the generated code must escape it as it does
    /// the other control characters, or the app doesn't compile.
    @Test func controlCharactersInTextAreEscapedInTheGeneratedSwift() throws {
        let document = try parse(head + """
            <Label field="title" text="a&#127;b&#x85;c&#9;d"/>
            </Component>
            """)
        #expect(SwiftGenerator.generate(document).contains(#"self.title.text = "a\u{7f}b\u{85}c\td""#))
    }

    @Test func styleGroupsCheckWhatTheyExtend() throws {
        let styles = #"<styleGroup xmlns="http://schema.reactant.tech/styles" name="general">"#
        let missing = try #require(diagnostic(styles + "\n<LabelStyle name=\"b\" extend=\"a\"/>\n</styleGroup>"))
        #expect(missing.line == 2 && missing.message.hasPrefix("extend=\"a\": no style 'a'"))
        guard case .styleGroup(let group) = try parse(styles + "<ViewStyle name=\"a\" backgroundColor=\"red\"/><ButtonStyle name=\"b\" extend=\"a other:c\"/></styleGroup>") else {
            Issue.record("not a style group"); return
        }
        #expect(group.swiftName == "GeneralStyles")
        #expect(group.styles[1].extends == [StyleReference(group: "general", name: "a"), StyleReference(group: "other", name: "c")])
    }

    /// What ReactantUI's own examples write: no type (the file's name), xsi attributes, a
    /// target left out, the safe area, UIKit-only attributes (warned about), and a mistake
    /// named as an error.
    @Test func reactantUIsOwnSpellingsAreUnderstood() throws {
        var warnings: [UIDiagnostic] = []
        let xml = #"""
            <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"
                xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="x y" rootView="true">
                <Switch layout:id="switch" layout:leading="inset(20)" layout:trailing=":lt inset(20)" layout:top="safeAreaLayoutGuide.top"/>
                <ImageView image="falcon" clipsToBounds="true" visibility="collapsed" layout:below="id:switch"/>
            </Component>
            """#
        guard case .component(let component) = try UIDocumentParser.parse(data: Data(xml.utf8), file: "/src/ExampleRootView.ui.xml", warnings: &warnings) else {
            Issue.record("not a component"); return
        }
        #expect(component.type == "ExampleRootView")
        #expect(component.children[0].layout.map(\.target) == [.superview, .superview, .superview])
        #expect(component.children[0].layout.first { $0.anchor == "trailing" }?.relation == .lessThanOrEqual)
        #expect(component.children[1].attributes.properties.first?.value == .bool(true))
        #expect(warnings.map(\.description) == ["/src/ExampleRootView.ui.xml:4:31: warning: clipsToBounds has no effect on GTK (GTK clips every widget to its allocation); ignored"])
        #expect(warnings.count == 1 && warnings[0].isWarning)
        let condition = try #require(diagnostic(head + "<View layout:leading=\"[pad super\"/></Component>"))
        #expect(condition.message.hasSuffix("a '[' has no ']'"))
        let named = try LayoutRule.parse(attribute: "fillHorizontally", value: "progressFill = super inset(20)").get()[0]
        #expect(named.name == "progressFill" && named.target == .superview && named.modifier == .inset(20))
        #expect(try LayoutRule.parse(attribute: "width", value: "w=370").get()[0].constant == 370)
        let local = try #require(diagnostic(head + "<styles name=\"S\"><LabelStyle name=\"a\"/></styles><Label style=\"b\"/></Component>"))
        #expect(local.message.hasPrefix("style 'b' is not in this component's <styles>"))
    }

    /// Attributed text's lines lose the first line's indentation (what follows the last line
    /// break before the first character) whether the text starts with plain text or a tag, and
    /// keep what they have beyond it.
    @Test func attributedTextLinesLoseTheFirstLinesIndentation() throws {
        func lines(_ content: String) throws -> String {
            guard case .component(let component) = try parse(head + "\n    <Label>\n        <attributedText>" + content + "</attributedText>\n    </Label>\n</Component>"),
                  let text = component.children.first?.attributedTexts.first else { return "no attributed text" }
            func plain(_ parts: [AttributedTextPart]) -> String {
                parts.map { part in
                    switch part {
                    case .text(.literal(let text)): text
                    case .tagged(let tag, _, let inner): "<\(tag)>" + plain(inner) + "</\(tag)>"
                    case .text(let other): "\(other)"
                    }
                }.joined()
            }
            return plain(text.parts)
        }
        #expect(try lines("\n            <b>Django Freeman</b>\n            Keep Your Pedi Safe!\n              The D is silent.\n        ")
                == "<b>Django Freeman</b>\nKeep Your Pedi Safe!\n  The D is silent.")
        #expect(try lines("\n            Django <b>Freeman\n            Keep</b>\n            Safe!\n        ") == "Django <b>Freeman\nKeep</b>\nSafe!")
        #expect(try lines("\n\n    <b>\n      Name</b>\n      more\n") == "<b>Name</b>\nmore", "the first line's indentation spans the tag")
        #expect(try lines("On the tag's line\n    kept\n") == "On the tag's line\n    kept", "a first line with no indentation takes none off")
    }

    /// ReactantUI's elements and attribute families without a GTK counterpart are errors that
    /// name them, at their line and column; never dropped.
    @Test func unsupportedElementsAndAttributesAreNamed() throws {
        let cases: [(String, String)] = [
            ("<MapView/>", "2:1: error: <MapView> is not supported: the toolkit has no map view"),
            ("<WebView/>", "2:1: error: <WebView> is not supported"),
            ("<TableView/>", "2:1: error: <TableView> is not supported"),
            ("<SegmentedControl/>", "2:1: error: <SegmentedControl> is not supported"),
            ("<View>\n  <attributedText>x</attributedText></View>", "3:3: error: <attributedText> belongs in a <Label>, not in <View>"),
            ("<Label>\n  <attributedText>{{x}}</attributedText></Label>", "3:3: error: {{x}}: only a template"),
            ("<Label>\n  <attributedText shadow=\"x\" kern=\"wide\">x</attributedText></Label>", "3:30: error: kern=\"wide\" is not a number of pixels"),
            ("<Button layer.cornerRadius=\"4\"/>", "2:9: error: <Button> layer.cornerRadius is not supported: Core Animation layers"),
            ("<View alpha=\"2\"/>", "2:7: error: alpha=\"2\" is not a number from 0 to 1"),
            ("<Button tintColor.highlighted=\"red\"/>", "2:9: error: <Button> tintColor.highlighted is not supported: GTK colours a state's backgroundColor"),
            ("<Label text=\"theme.title\"/>", "2:8: error: text=\"theme.title\": themes give colours, fonts and images"),
            ("<StackView><View layout:height=\"[pad] 20\"/></StackView>", "2:18: error: layout:height: conditions ([…]) are not supported on the views of a StackView, which places them itself"),
            ("<StackView><View layout:left=\"super\"/></StackView>", "2:18: error: layout:left: a StackView places its views itself"),
            ("<PlainTableView/>", "2:1: error: <PlainTableView> needs cell=\"Type\""),
            ("<Label field=\"widgetName\"/>", "2:8: error: field 'widgetName' can't be a property of the component"),
            ("<Label lineBreakMode=\"byWordWrapping\"/>", "2:8: error: <Label> lineBreakMode is not supported: the toolkit's Label has no counterpart for ReactantUI's lineBreakMode"),
            ("<StackView distribution=\"fillEqually\"/>", "2:12: error: <StackView> distribution is not supported"),
        ]
        for (xml, expected) in cases {
            let found = try #require(diagnostic(head + "\n" + xml + "\n</Component>"), "\(xml)")
            #expect(found.description.hasPrefix("Test.ui.xml:" + expected), "\(xml)")
        }
        let style = try #require(diagnostic(#"<styleGroup name="g">"# + "\n <attributedTextStyle name=\"a\" extend=\"b\"/><attributedTextStyle name=\"b\" extend=\"a\"/></styleGroup>"))
        #expect(style.description.hasPrefix("Test.ui.xml:2:2: error: the styles extend each other in a circle: a → b → a"))
    }

    @Test func marginGuidesAreTheSuperviewWithAWarning() throws {
        var warnings: [UIDiagnostic] = []
        let xml = head + "\n<View layout:fillHorizontally=\"readableContentGuide inset(20)\" layout:top=\"layoutMarginsGuide.top\"/>\n</Component>"
        guard case .component(let component) = try UIDocumentParser.parse(data: Data(xml.utf8), file: "Test.ui.xml", warnings: &warnings) else {
            Issue.record("not a component"); return
        }
        #expect(component.children[0].layout.map(\.target) == [.superview, .superview])
        #expect(component.children[0].layout.last?.targetAnchor == "top")
        #expect(warnings.map(\.description).sorted() == [
            "Test.ui.xml:2:64: warning: layoutMarginsGuide: GTK views have no layout margins; the superview's edges are used",
            "Test.ui.xml:2:7: warning: readableContentGuide: GTK views have no layout margins; the superview's edges are used",
        ])
    }

    /// What the examples use that the toolkit now has: tables with their row components,
    /// stack views, content priorities, named constraints, progress tints, tools: attributes.
    @Test func theGeneratorWritesTablesStacksAndPriorities() throws {
        let document = try parse(head + """
            <SimpleTableView cell="C" header="H" footer="F" tools:exampleCount="3" tableView.rowHeight="-1"/>
            <SimulatedSeparatorTableView cell="C" separatorHeight="20" separatorColor="blue"/>
            <StackView axis="vertical" spacing="10"><View layout:height="20"/></StackView>
            <Label layout:compressionPriority.vertical="required" layout:huggingPriority="low"/>
            <ProgressView progressTintColor="red"/>
            </Component>
            """)
        let swift = SwiftGenerator.generate(document)
        #expect(swift.contains("SimpleTableView<H, C, F>(cellFactory: C.init, headerFactory: H.init, footerFactory: F.init)"))
        #expect(swift.contains("SimulatedSeparatorTableView<C>(cellFactory: C.init, separatorHeight: 20, separatorColor: \"rgba(0,0,255,1)\")"))
        #expect(swift.contains(".rowHeight = nil"))
        #expect(swift.contains(".axis = .vertical") && swift.contains(".spacing = 10.0"))
        #expect(swift.contains(".layout.height(20)"))
        #expect(swift.contains(".setContentCompressionResistancePriority(ConstraintPriority(1000.0), for: .vertical)"))
        #expect(swift.contains(".setContentHuggingPriority(ConstraintPriority(250.0), for: .horizontal)"))
        #expect(swift.contains(".rui-progress-ff-0-0-ff progress { background-color: rgba(255,0,0,1)"))
        #expect(!swift.contains("exampleCount"))
    }
}
