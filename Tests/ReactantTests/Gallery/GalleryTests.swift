import GalleryDemo
import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// The widget gallery runs on both backends: every page, and a person's edits reaching
    /// the status line.
    @Suite @MainActor struct GalleryTests {
        init() throws { try TestBackend.start() }

        @Test(.parityExempt("""
            known gaps: GTK gives the first focus to the tab switcher's first button where \
            headless, which counts the switcher as one widget, gives it to the text view; and \
            the flow collection keeps as many items as its estimated window needs, which \
            differs where the headless sizes are estimates
            """))
        func everyPageShowsAndEditsReachTheStatusLine() throws {
            let controller = GalleryController()
            let window = Window(controller: controller)
            window.show()
            defer { window.close() }
            Interact.settleLayout()
            let root = controller.rootView
            #expect(root.tabs.titles == ["Text", "Numbers", "Choices", "Structure", "Icons", "Lists", "Chart"])
            for index in root.tabs.pages.indices {
                try Interact.selectTab(index, in: root.tabs)
                #expect(root.tabs.pages[index].native.isEffectivelyVisible)
            }

            try Interact.selectTab(0, in: root.tabs)
            try Interact.type("!", into: root.textPage.notes)
            #expect(root.status.text.hasPrefix("Text view: "))

            try Interact.selectTab(1, in: root.tabs)
            try Interact.enter(80, in: root.numbersPage.slider)
            #expect(root.status.text == "Slider: 80")
            #expect(root.numbersPage.progress.fraction == 0.8)
            try Interact.enter(5, in: root.numbersPage.spin)
            #expect(root.numbersPage.level.value == 5)

            try Interact.selectTab(2, in: root.tabs)
            try Interact.choose("Blue", in: root.choicesPage.colour)
            #expect(root.status.text == "Drop-down: Blue")

            try Interact.selectTab(3, in: root.tabs)
            try Interact.toggle(root.structurePage.expander)
            #expect(root.status.text == "Expander: expanded")
            try Interact.respond(.button(0), in: root.structurePage.infoBar)
            #expect(!root.structurePage.infoBar.isRevealed)
            #expect(WidgetTree.render(root.structurePage).contains("native GtkCalendar"))

            try Interact.selectTab(4, in: root.tabs)
            let icons = root.iconsPage.icons
            #expect(icons.itemCount == IconsPage.iconNames.count)
            Interact.settleLayout()
            try Interact.tapItem(1, in: icons)
            #expect(root.status.text == "Icon: document-open-symbolic")

            try Interact.selectTab(5, in: root.tabs)
            Interact.settleLayout()
            let list = root.listsPage.list
            #expect(list.style == .boxedList && list.rowCount == ListsPage.settings.count)
            try Interact.tapRow(2, in: list)
            #expect(root.status.text == "Boxed list: Display")

            try Interact.selectTab(6, in: root.tabs)
            Interact.settleLayout()
            let chart = root.chartPage.chart
            #expect(chart.drawCount >= 1)
            #expect(chart.lastDrawing.filter { $0 == .fill }.count == ChartPage.values.count)
            try Interact.enter(50, in: root.chartPage.scale)
            Interact.settleLayout()
            #expect(root.status.text == "Chart scale: 50")
            try Interact.tap(root.chartPage.pager.nextButton)
            #expect(root.status.text == "Pager: 7")
        }
    }
}
