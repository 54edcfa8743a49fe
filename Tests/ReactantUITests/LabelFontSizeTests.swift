import Reactant
import ReactantTesting
import Testing

/// A label's height follows its fonts' sizes, as ReactantUI sets them: a CSS font-size through
/// a style class (`font=":regular@20"`) and Pango markup spans (`<attributedText>`). The
/// numbers are GTK 3's under Xvfb (DejaVu Sans for "Sans"), which the headless backend models
/// (HeadlessTextLayout): 17 px a line in the default font, 21 at 17 px, 24 at 20 px, 29 at 24 px
/// and 36 at 30 px, a line as high as its largest text.
@Suite(.uiSerialized, .disabled(if: ReactantUIExampleTests.drawsWithGTK4, "the headless backend measures text as GTK 3 does; GTK 4 lays text out unhinted, lines a pixel or so lower (47 px for two 20 px lines)"))
@MainActor
struct LabelFontSizeTests {
    init() throws { try TestBackend.start() }

    /// A label in a 20 px font, as ReactantUI's `font=` gives one: a style class whose rule
    /// sets the size.
    func label(_ text: AttributedText, cssSize: Int? = nil) throws -> Label {
        let label = Label()
        if let cssSize {
            try Backends.current.addStyleSheet(".label-font-size-\(cssSize) { font-size: \(cssSize)px; }")
            label.addStyleClass("label-font-size-\(cssSize)")
        }
        label.attributedText = text
        return label
    }

    @Test func aLineIsAsHighAsItsLargestText() throws {
        // A 20 px line holding a 17 px run, then a 20 px line: 24 + 24.
        let mixed = try label(AttributedText([.text("Two"), .tagged("b", TextAttributes(fontWeight: 700, fontSize: 17), [.text(" sizes")]), .text("\nhere")]), cssSize: 20)
        #expect(mixed.native.preferredSize.natural.height == 48)
        // A 24 px line, then two 17 px ones (ExampleRootView's last label): 29 + 21 + 21.
        let name = try label(AttributedText([.tagged("b", TextAttributes(fontWeight: 700, fontSize: 24), [.text("Django Freeman")]),
                                             .text("\nKeep Your Pedi Safe!\nThe D is silent.")],
                                            attributes: TextAttributes(fontWeight: 300, fontSize: 17)))
        #expect(name.native.preferredSize.natural.height == 71)
        name.numberOfLines = 0
        name.wraps = true
        #expect(name.native.preferredHeight(forWidth: 280).natural == 71)
        // An empty line takes its size from the text around it: two 20 px lines.
        #expect(try label(AttributedText("\n"), cssSize: 20).native.preferredSize.natural.height == 48)
    }

    @Test func wrappedLinesTakeTheirOwnHeights() throws {
        // "Big and small" (30 px "Big": 36) over "words in a line" (the default font: 17).
        let big = try label(AttributedText([.tagged("big", TextAttributes(fontSize: 30), [.text("Big")]), .text(" and small words in a line")]))
        big.wraps = true
        #expect(big.native.preferredSize.natural.height == 36)
        #expect(big.native.preferredHeight(forWidth: 150).natural == 53)
        // Two 20 px lines at 250 px.
        let counted = try label(AttributedText("one two three four five six seven eight"), cssSize: 20)
        counted.wraps = true
        #expect(counted.native.preferredSize.natural.height == 24)
        #expect(counted.native.preferredHeight(forWidth: 250).natural == 48)
    }

    /// ExampleView2's label, `font=":regular@20"` with a `:bold@17` run, is two lines of text
    /// 24 px each: the example, 280 px wide (as in ExampleRootView's stack), is 10 + 48 + 30 px
    /// down to its button, 50 px, and 20 px below.
    @Test func reactantUIsFontAttributeSizesTheExamplesLabel() {
        let example = ExampleView2()
        #expect(example.native.preferredHeight(forWidth: 280).natural == 158)
    }
}
