import Reactant
import ReactantTesting
import Testing

/// UILabel's `lineBreakMode`, `numberOfLines` and `isSelectable`, read back from the GtkLabel
/// (its ellipsize, wrap, wrap-mode, lines and selectable) and from the headless twin.
@Suite(.uiSerialized) @MainActor
struct LabelTests {
    init() throws { try TestBackend.start() }

    private func line(_ label: Label) -> String { WidgetTree.render(label) }

    @Test func aLabelStartsWithGTKsDefaults() {
        let label = Label(text: "Plain")
        #expect(label.lineBreakMode == .byClipping && label.numberOfLines == 0 && !label.isSelectable)
        #expect(line(label) == #"label "Plain""#)
    }

    @Test func truncatingModesEllipsizeWhereUIKitTruncates() {
        let label = Label(text: "Holiday photo 2026.jpg")
        let expected: [(LineBreakMode, String)] = [
            (.byTruncatingHead, "ellipsize=start"),
            (.byTruncatingMiddle, "ellipsize=middle"),
            (.byTruncatingTail, "ellipsize=end"),
        ]
        for (mode, flag) in expected {
            label.lineBreakMode = mode
            #expect(line(label) == #"label "Holiday photo 2026.jpg" "# + flag, "\(mode)")
            #expect(!label.wraps, "\(mode) keeps one line")
        }
        label.lineBreakMode = .byClipping
        #expect(line(label) == #"label "Holiday photo 2026.jpg""#)
    }

    @Test func wrappingModesWrapByWordsOrCharacters() {
        let label = Label(text: "a long sentence")
        label.lineBreakMode = .byWordWrapping
        #expect(label.wraps)
        #expect(line(label) == #"label "a long sentence""#)
        label.lineBreakMode = .byCharWrapping
        #expect(label.wraps)
        #expect(line(label) == #"label "a long sentence" wrap=char"#)
        // `wraps = false` ends wrapping; it leaves a truncating mode alone.
        label.wraps = false
        #expect(label.lineBreakMode == .byClipping && !label.wraps)
        label.lineBreakMode = .byTruncatingMiddle
        label.wraps = false
        #expect(label.lineBreakMode == .byTruncatingMiddle)
    }

    /// GTK limits lines only on a label that wraps and ellipsizes (gtk_label_set_lines), so a
    /// limit turns both on; 1 is one ellipsized line, 0 takes the limit away.
    @Test func numberOfLinesLimitsWrappedLinesWithAnEllipsis() {
        let label = Label(text: "one two three four five six seven eight nine ten")
        label.lineBreakMode = .byWordWrapping
        label.numberOfLines = 3
        #expect(label.wraps)
        #expect(line(label) == #"label "one two three four five six seven eight nine ten" ellipsize=end lines=3"#)
        label.lineBreakMode = .byTruncatingMiddle
        #expect(line(label).hasSuffix("ellipsize=middle lines=3"))
        label.lineBreakMode = .byCharWrapping
        #expect(line(label).hasSuffix("wrap=char ellipsize=end lines=3"))
        label.numberOfLines = 1
        #expect(!label.wraps)
        #expect(line(label).hasSuffix(#"ten" ellipsize=end"#))
        label.numberOfLines = 0
        #expect(label.wraps)
        #expect(line(label).hasSuffix(#"ten" wrap=char"#))
        label.numberOfLines = -4
        #expect(label.numberOfLines == 0)
    }

    /// A selectable label takes the focus (GTK makes it focusable), so Tab reaches it.
    @Test func aSelectableLabelIsSelectableAndTakesTheFocus() {
        let backend = Backends.current
        let window = backend.makeWindow()
        defer { window.close() }
        let entry = backend.makeEntry()
        let label = Label(text: "ID 4F2A-99")
        label.isSelectable = true
        let box = backend.makeContainer(.vertical())
        box.append(entry)
        box.append(label.native)
        window.content = box
        window.present()
        Interact.settle()
        #expect(entry.isFocus)
        window.simulateKeyPress(KeyPress(.tab))
        #expect(label.native.isFocus)
        #expect(line(label).hasPrefix(#"label "ID 4F2A-99" selectable"#))
        label.isSelectable = false
        #expect(!label.isSelectable)
        #expect(!line(label).contains("selectable"))
    }
}
