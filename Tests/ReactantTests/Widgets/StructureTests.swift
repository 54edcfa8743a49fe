import Reactant
import ReactantTesting
import Testing

extension UITests {
    @Suite @MainActor struct StructureTests {
        init() throws { try TestBackend.start() }

        @Test func frameSeparatorAndScrollViewHoldTheirContent() {
            let label = Label(text: "inside")
            let frame = Frame(title: "Account", content: label)
            let box = Container().children(frame, Separator(), ScrollView(content: Label(text: "long")))
            #expect(WidgetTree.render(box) == """
                box vertical
                  frame "Account"
                    label "inside"
                  separator horizontal
                  scrolled
                    label "long"
                """)
            frame.title = ""
            #expect(frame.title == nil)
        }

        /// GTK's separator and paned report the direction they were made with (the GTK backend
        /// reads it back from GtkOrientable).
        @Test func separatorAndPanedKeepTheirDirection() {
            let box = Container().children(Separator(vertical: true), Separator(), Paned(vertical: true), Paned())
            #expect(WidgetTree.render(box) == """
                box vertical
                  separator vertical
                  separator horizontal
                  paned vertical
                  paned horizontal
                """)
        }

        @Test func expanderShowsItsContentOnlyWhenExpanded() throws {
            let button = Button(title: "Inside")
            let expander = Expander(title: "Details", content: button)
            let toggles = Received(expander.action)
            #expect(!button.native.isEffectivelyVisible)
            #expect(throws: InteractionError.self) { try Interact.tap(button) }
            // A person clicks the title only on screen.
            #expect(throws: InteractionError.self) { try Interact.toggle(expander) }
            #expect(toggles.values.isEmpty)
            let shown = ShownView(expander)
            defer { shown.close() }
            try Interact.toggle(expander)
            #expect(toggles.values == [true])
            #expect(button.native.isEffectivelyVisible)
            expander.componentState = false
            #expect(toggles.values == [true])
            // The click on its title gave it the focus.
            #expect(WidgetTree.render(expander) == """
                expander "Details" focused
                  button "Inside"
                """)
            try Interact.press(KeyPress(.character(" ")), on: expander)
            #expect(toggles.values == [true, true])
            #expect(expander.isExpanded)
        }

        @Test func revealerShowsItsContentWhileRevealingAndUntilHidden() {
            let label = Label(text: "banner")
            let revealer = Revealer(content: label)
            #expect(!label.native.isEffectivelyVisible)
            revealer.isRevealed = true
            #expect(label.native.isEffectivelyVisible)
            Interact.settle()
            let shown = ShownView(revealer)
            defer { shown.close() }
            #expect(revealer.isContentRevealed)
            revealer.isRevealed = false
            // On screen the content slides away: it is still shown until the slide ends.
            #expect(label.native.isEffectivelyVisible)
            Interact.settleLayout()
            Interact.wait(seconds: 0.4)
            #expect(!revealer.isContentRevealed)
            #expect(!label.native.isEffectivelyVisible)
            #expect(WidgetTree.render(revealer) == """
                revealer
                  label "banner"
                """)
        }

        @Test func panedHoldsTwoViewsAndAPosition() {
            let recorder = DiagnosticsRecorder()
            let paned = Paned(start: Label(text: "list"), end: Label(text: "detail"))
            #expect(paned.position == nil)
            paned.position = 120
            paned.position = -5
            #expect(paned.position == 120)
            #expect(recorder.contains("can't be -5"))
            #expect(WidgetTree.render(paned) == """
                paned horizontal position=120
                  label "list"
                  label "detail"
                """)
        }

        @Test func tabsShowTheSelectedPageAndReportAPersonsChoice() throws {
            let recorder = DiagnosticsRecorder()
            let tabs = TabView()
            let general = Button(title: "General"), advanced = Button(title: "Advanced")
            tabs.addTab(general, title: "General")
            tabs.addTab(advanced, title: "Advanced")
            // A person can only click what is on screen.
            let shown = ShownView(tabs)
            defer { shown.close() }
            let choices = Received(tabs.action)
            #expect(tabs.componentState == 0)
            #expect(!advanced.native.isEffectivelyVisible)
            try Interact.selectTab(1, in: tabs)
            #expect(choices.values == [1])
            #expect(advanced.native.isEffectivelyVisible)
            #expect(!general.native.isEffectivelyVisible)
            tabs.componentState = 0
            #expect(choices.values == [1])
            tabs.componentState = 7
            #expect(tabs.componentState == 0)
            #expect(recorder.contains("no page 7"))
            #expect(WidgetTree.render(tabs) == """
                tabs [*General, Advanced]
                  button "General" focused
                  button "Advanced"
                """)
        }

        @Test func structureViewsAreFreed() {
            let tracker = FinalizationTracker()
            do {
                let tabs = TabView()
                tabs.addTab(Frame(title: "A", content: Label(text: "a")), title: "A")
                let box = Container().children(tabs, Expander(title: "E", content: Label(text: "e")),
                                               Revealer(content: Label(text: "r")),
                                               Paned(start: Label(text: "s"), end: Label(text: "t")))
                tracker.track(box)
            }
            Interact.settle()
            #expect(tracker.trackedCount == 11)
            #expect(tracker.aliveCount == 0)
        }
    }
}
