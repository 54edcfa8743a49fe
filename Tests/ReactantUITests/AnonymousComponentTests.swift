import Foundation
import Reactant
import ReactantTesting
import ReactantUIXML
import Testing

/// UI/AnonymousCard.ui.xml: anonymous components, whose classes the generator declares with
/// their fields, one embedded in the other.
@MainActor
struct AnonymousComponentTests {
    init() throws { try TestBackend.start() }

    @Test func anAnonymousComponentIsAClassWithItsFields() {
        let card = AnonymousCard()
        let host = Host(card, width: 200, height: 100)
        defer { host.close() }
        #expect(card.backgroundColor == .white)
        #expect(card.caption.text == "Card" && card.badge.count.text == "3")
        #expect(card.badge.backgroundColor == .red)
        #expect(card.caption.frame == LayoutRect(x: 8, y: 8, width: 100, height: 20))
        #expect(card.badge.frame == LayoutRect(x: 8, y: 32, width: 60, height: 30))
        #expect(card.badge.count.frame == LayoutRect(x: 5, y: 5, width: 50, height: 20))
    }

    @Test func theGeneratorDeclaresTheClassesAndChecksThem() throws {
        let head = #"<Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" type="V""#
        guard case .component(let component) = try UIDocumentParser.parse(data: Data((head + #" anonymous="true"><Label field="a"/><Component type="W" anonymous="true"><View field="b"/></Component></Component>"#).utf8), file: "V.ui.xml") else {
            Issue.record("not a component"); return
        }
        let swift = SwiftGenerator.generate(component)
        #expect(swift.contains("final class V: ViewBase<Void, Void> {\n    let a = Label()\n}"))
        #expect(swift.contains("final class W: ViewBase<Void, Void> {\n    let b = Container()\n}"))
        #expect(swift.contains("extension W: ReactantUIComponent"))
        #expect(component.definition(ofType: "W")?.children.first?.field == "b")
        func diagnostic(_ xml: String) -> UIDiagnostic? {
            do { _ = try UIDocumentParser.parse(data: Data((head + ">\n" + xml + "\n</Component>").utf8), file: "V.ui.xml"); return nil } catch { return error }
        }
        #expect(diagnostic(#"<Component type="W"><View/></Component>"#)?.message.hasPrefix("<Component type=\"W\"> holds views only with anonymous=\"true\"") == true)
        #expect(diagnostic(#"<Component type="W" anonymous="true"/><Component type="W" anonymous="true"/>"#)?.message == "two anonymous components are named 'W'")
    }
}
