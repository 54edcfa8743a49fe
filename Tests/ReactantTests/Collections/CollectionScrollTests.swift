import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Scrolling a flow collection by any amount keeps every materialised item showing its own
    /// model (issue 26: a scroll of less than a screenful left the items of cells that had
    /// moved showing other items' models, with errors logged, and `tapItem` refused items on
    /// screen).
    @Suite @MainActor struct CollectionScrollTests {
        init() throws { try TestBackend.start() }

        /// The case: 1,000 items of 96×32 in a 480×600 window, scrolled by steps of
        /// many sizes down and up, then by a fixed-seed random sequence.
        @Test(.parityExempt("""
            which items are on screen after each scroll, and so which are tapped, follows each \
            backend's measured item heights; each backend checks every item against its own place
            """))
        func everyItemShowsItsOwnModelAfterScrollsOfAnySize() throws {
            let recorder = DiagnosticsRecorder()
            let collection = FlowCollectionView<IconCell>(cellFactory: IconCell.init, itemSize: (width: 96, height: 32), spacing: 6)
            let log = ActionLog(collection)
            let window = Backends.current.makeWindow()
            window.defaultSize = (width: 480, height: 600)
            window.content = collection.native
            window.present()
            defer { window.close() }
            collection.componentState = .items((0..<1000).map { Icon(id: $0, name: "Icon \($0)") })
            Interact.settleLayout()

            var steps: [Double] = [1, 32, 100, 400, 599, 600, 1000, -1, -32, -100, -400, -599, -600, -1000, 37, 400, -400]
            var random = SplitMix64(seed: 26)
            steps += (0..<20).map { _ in Double(Int(random.next() % 1401) - 700) }
            var offset = collection.scrolledWindow.verticalOffset
            for (number, step) in steps.enumerated() {
                collection.scrolledWindow.verticalOffset = max(0, offset + step)
                Interact.settleLayout()
                offset = collection.scrolledWindow.verticalOffset
                let context = "after step \(number) (\(step) px, now at \(offset))"
                // Every item the flow box holds shows the model of its place.
                let shown = collection.flowBox.items.map(labelText)
                let expected = collection.materializedItems.map { "Icon \($0)" }
                #expect(shown == expected, "\(context)")
                // Every item on screen can be tapped and reports its own model; the last two
                // steps tap them all, the others the first, middle and last.
                let visible = collection.visibleItems
                #expect(!visible.isEmpty, "\(context)")
                let tapped = number >= steps.count - 2 ? Array(visible)
                    : [visible.lowerBound, (visible.lowerBound + visible.upperBound) / 2, visible.upperBound - 1]
                for index in tapped {
                    try Interact.tapItem(index, in: collection)
                    #expect(log.actions.last == .selected(Icon(id: index, name: "Icon \(index)")), "tapping \(index) \(context)")
                }
                #expect(recorder.texts.isEmpty, "\(context): \(recorder.texts.prefix(2))")
                if !recorder.texts.isEmpty { break }
            }
        }

        /// The root cause: the flow box's item kept its content while anyone held the item, so
        /// a cell moved within one pass (out of its item, into a new one) was refused.
        @Test func aRemovedItemsContentGoesIntoAnotherItemAtOnce() throws {
            let recorder = DiagnosticsRecorder()
            let flowBox = Backends.current.makeFlowBox()
            let cells = (0..<3).map { index in
                let label = Label()
                label.text = "Cell \(index)"
                return label
            }
            let items = cells.compactMap { flowBox.insertItem($0.native, at: -1) }
            #expect(items.count == 3)
            flowBox.removeItem(items[0])
            #expect(items[0].content == nil)
            let moved = try #require(flowBox.insertItem(cells[0].native, at: 2))
            #expect(moved.index == 2)
            #expect(flowBox.items.map(labelText) == ["Cell 1", "Cell 2", "Cell 0"])
            #expect(recorder.texts.isEmpty, "\(recorder.texts)")
            withExtendedLifetime(items) {}
        }

        /// The text of the label inside a flow box item, read from the widget tree.
        func labelText(_ item: any NativeFlowItem) -> String {
            guard let content = item.content else { return "(no content)" }
            for line in WidgetTree.render(content).split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("label \"") { return String(text.dropFirst(7).prefix { $0 != "\"" }) }
            }
            return "(no label)"
        }
    }
}

/// A small seeded generator (SplitMix64), so that a random sequence of scrolls is the same
/// on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
