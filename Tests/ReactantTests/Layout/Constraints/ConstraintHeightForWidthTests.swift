import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Wrapping labels in a constraint layout get the height for the width the solution gives
    /// them (GTK's get_preferred_height_for_width; headless, the backend's word wrapping).
    @Suite @MainActor struct ConstraintHeightForWidthTests {
        init() throws { try TestBackend.start() }

        private static let text = "The quick brown fox jumps over the lazy dog and keeps on running across the wide field until evening comes"

        /// The label's height is its height for its own width, and the block sits 8 under it.
        private func expectFlow(_ label: Label, _ below: View, _ note: Comment) throws {
            let frame = label.frame
            #expect(frame.height == label.native.preferredHeight(forWidth: frame.width).natural, note)
            #expect(below.frame.y == frame.maxY + 8, note)
        }

        @Test func aWrappingLabelTakesTheHeightForItsSolvedWidthAndGrowsAsTheWindowNarrows() throws {
            let root = Container(layout: .constraints)
            let label = Label(text: Self.text)
            label.wraps = true
            let below = block("below")
            root.children(label, below)
            label.snp.makeConstraints { make in
                make.top.leading.trailing.equalToSuperview().inset(10)
            }
            below.snp.makeConstraints { make in
                make.top.equalTo(label.snp.bottom).offset(8)
                make.leading.equalToSuperview().offset(10)
            }
            #expect(label.native.hasHeightForWidth)
            let host = LayoutHost(root, width: 400, height: 300)
            defer { host.close() }
            try expectFlow(label, below, "at 400")
            #expect(label.frame.width == 380)
            let wide = label.frame.height

            host.resize(width: 160, height: 300)
            try expectFlow(label, below, "at 160")
            let narrow = label.frame.height
            #expect(narrow > wide, "narrower, the text takes more lines")

            host.resize(width: 1200, height: 300)
            try expectFlow(label, below, "at 1200")
            #expect(label.frame.height < narrow)
        }

        @Test func theNaturalHeightCountsTheWrappedTextAtItsNaturalWidth() throws {
            let root = Container(layout: .constraints)
            let label = Label(text: Self.text)
            label.wraps = true
            root.children(label)
            label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
            let natural = label.native.preferredSize.natural
            let expected = label.native.preferredHeight(forWidth: natural.width).natural
            #expect(root.native.preferredSize.natural == LayoutSize(width: natural.width + 20, height: expected + 20))
        }

        @Test func aLabelThatStopsWrappingGoesBackToItsPlainHeight() throws {
            let root = Container(layout: .constraints)
            let label = Label(text: Self.text)
            label.wraps = true
            root.children(label)
            label.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            let host = LayoutHost(root, width: 150, height: 400)
            defer { host.close() }
            let wrapped = label.frame.height
            label.wraps = false
            Interact.settleLayout()
            #expect(label.frame.height == label.native.preferredSize.natural.height)
            #expect(label.frame.height < wrapped)
        }

        // MARK: Through the container

        /// A constraint component with a wrapping label, in a column above a block: the column
        /// gives it the height for its width (GtkBox asks get_preferred_height_for_width), so
        /// the block stays right under it as the window narrows and widens.
        @Test func aConstraintComponentInABoxGetsTheHeightForItsWidthAsTheWindowNarrows() throws {
            let column = Container()
            let component = Container(layout: .constraints)
            let label = Label(text: Self.text)
            label.wraps = true
            component.children(label)
            label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
            let below = block("below")
            column.children(component, below)
            #expect(component.native.hasHeightForWidth, "the box says its height follows its width")
            let host = LayoutHost(column, width: 500, height: 600)
            defer { host.close() }

            func expectFits(_ note: Comment) throws -> Int {
                let frame = component.frame
                let labelFrame = label.frame
                #expect(frame.width == column.frame.width, note)
                #expect(labelFrame.width == frame.width - 20, note)
                #expect(labelFrame.height == label.native.preferredHeight(forWidth: labelFrame.width).natural, note)
                #expect(frame.height == labelFrame.height + 20, note)
                #expect(frame.height == component.native.preferredHeight(forWidth: frame.width).natural, note)
                #expect(below.frame.y == frame.maxY, note)
                return frame.height
            }
            let wide = try expectFits("at 500")
            host.resize(width: 180, height: 600)
            let narrow = try expectFits("at 180")
            #expect(narrow > wide, "narrower, the component is taller")
            host.resize(width: 900, height: 600)
            #expect(try expectFits("at 900") < narrow)
        }

        /// The box's C callbacks hold its owner unretained: closing leaves nothing alive, after
        /// GTK asked for heights at several widths.
        @Test func aClosedWrappingConstraintComponentLeavesNoWidgetAlive() {
            let tracker = FinalizationTracker()
            do {
                let column = Container()
                let component = Container(layout: .constraints)
                let label = Label(text: Self.text)
                label.wraps = true
                component.children(label)
                label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
                column.children(component, block("below"))
                tracker.track(column)
                let host = LayoutHost(column, width: 400, height: 500)
                host.resize(width: 200, height: 500)
                host.close()
            }
            Interact.settle()
            #expect(tracker.trackedCount == 4)
            #expect(tracker.aliveCount == 0)
        }

        @Test func theHeightForAWidthIsSolvedAtThatWidth() throws {
            let component = Container(layout: .constraints)
            let label = Label(text: Self.text)
            label.wraps = true
            let below = block("below", height: 30)
            component.children(label, below)
            label.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview().inset(10) }
            below.snp.makeConstraints { make in
                make.top.equalTo(label.snp.bottom).offset(8)
                make.leading.bottom.equalToSuperview().inset(10)
            }
            for width in [150, 250, 400, 150] {
                let expected = label.native.preferredHeight(forWidth: width - 20).natural + 8 + 30 + 20
                #expect(component.native.preferredHeight(forWidth: width).natural == expected, "at \(width)")
                #expect(component.native.preferredHeight(forWidth: width).minimum <= expected, "at \(width)")
            }
            #expect(component.native.preferredHeight(forWidth: 150).natural > component.native.preferredHeight(forWidth: 400).natural)
        }

        @Test func withoutAWrappingChildTheHeightIsConstant() {
            let component = Container(layout: .constraints)
            let label = Label(text: Self.text)
            component.children(label)
            label.snp.makeConstraints { make in make.edges.equalToSuperview() }
            // Shown and laid out between changes: GTK keeps a widget's request mode until
            // its next size request after a resize.
            let host = LayoutHost(component)
            defer { host.close() }
            #expect(!component.native.hasHeightForWidth)
            label.wraps = true
            Interact.settleLayout()
            #expect(component.native.hasHeightForWidth)
            label.isHidden = true
            Interact.settleLayout()
            #expect(!component.native.hasHeightForWidth, "a hidden child has no height")
        }

        /// GtkTextView scrolls inside its scrolled window, whose size does not follow its width
        /// even when the text wraps; the headless twin says the same.
        @Test func aWrappingTextViewHasNoHeightForWidth() {
            let component = Container(layout: .constraints)
            let notes = TextView(text: Self.text)
            notes.wraps = true
            component.children(notes)
            notes.snp.makeConstraints { make in make.edges.equalToSuperview() }
            #expect(!notes.native.hasHeightForWidth)
            #expect(!component.native.hasHeightForWidth)
        }
    }
}
