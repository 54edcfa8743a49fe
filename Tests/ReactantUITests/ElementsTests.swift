import Reactant
import ReactantTesting
import Testing

/// UI/ElementsView.ui.xml uses every element the generator maps; its tree is what it says.
@MainActor
struct ElementsTests {
    init() throws { try TestBackend.start() }

    @Test func everyElementBecomesItsToolkitView() throws {
        let view = ElementsView()
        let scroll = try #require(view.subviews.first as? ScrollView)
        #expect(scroll.widgetName == "scroll")
        let stack = try #require(scroll.content as? Container)
        #expect(stack.widgetName == "stack")
        #expect(stack.containerLayout == .vertical(spacing: 6))
        #expect(stack.subviews.map { $0.widgetName ?? "field" } == ["plain", "field", "field", "field", "icon", "field", "field", "go", "field", "field", "field", "row"])
        #expect(stack.subviews[1] === view.heading && view.heading.text == "Elements" && !view.heading.wraps)
        #expect(view.heading.styleClasses.contains("heading") && view.heading.styleClasses.contains("dim-label"))
        #expect(view.heading.styleClasses.contains("rui-font-system-regular-14"))
        #expect(view.password.isSecure && view.password.placeholder == "Password")
        #expect(view.notes.text == "Notes" && !view.notes.isEditable)
        #expect(view.toggle.isOn && view.spinner.isSpinning)
        let go = try #require(stack.subviews[7] as? Button)
        // style="action": the component's own <styles>, extending its ViewStyle "quiet".
        #expect(go.title == "Go" && go.tooltip == "Quiet" && go.accessibleLabel == "Start the search" && !go.isEnabled)
        #expect(go.titleColor(for: .normal) == .red)
        #expect(view.heading.textColor == Color(red: 0x20 / 255, green: 0x20 / 255, blue: 0x20 / 255), "style=\":general:base\"")
        #expect(!view.heading.isHidden)
        #expect((stack.subviews[4] as? ImageView)?.source != nil)
        let row = try #require(stack.subviews.last as? Container)
        #expect(row.containerLayout == .horizontal(spacing: 4))
        #expect(row.subviews.first is BadgeView && row.subviews.first?.widgetName == "firstBadge")
        #expect(row.subviews.last === view.extra)
        #expect(view.backgroundColor == .white)
        // Range first, then the value it would otherwise clamp (150 > the default 100).
        #expect(view.volume.range == 10...200 && view.volume.value == 150)
        #expect(view.count.range == 0...5 && view.count.value == 4 && view.count.step == 0.5)
        #expect(view.progress.fraction == 0.25)
        let tree = WidgetTree.render(view)
        #expect(tree.contains("label \"Elements\""))
        #expect(tree.contains("button \"Go\""))
    }
}
