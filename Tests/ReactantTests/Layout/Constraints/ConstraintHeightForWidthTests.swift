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
            let frame = try #require(label.frame, note)
            #expect(frame.height == label.native.preferredHeight(forWidth: frame.width).natural, note)
            #expect(below.frame?.y == frame.maxY + 8, note)
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
            #expect(label.frame?.width == 380)
            let wide = try #require(label.frame?.height)

            host.resize(width: 160, height: 300)
            try expectFlow(label, below, "at 160")
            let narrow = try #require(label.frame?.height)
            #expect(narrow > wide, "narrower, the text takes more lines")

            host.resize(width: 1200, height: 300)
            try expectFlow(label, below, "at 1200")
            #expect(try #require(label.frame?.height) < narrow)
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
            let wrapped = try #require(label.frame?.height)
            label.wraps = false
            Interact.settleLayout()
            #expect(label.frame?.height == label.native.preferredSize.natural.height)
            #expect(try #require(label.frame?.height) < wrapped)
        }
    }
}
