import Foundation
import Reactant
import ReactantTesting
import Testing

/// Whether the run draws with GTK 4, whose theme sizes these widgets differently (a progress
/// bar 150×8): the headless backend models GTK 3.
private let drawsWithGTK4: Bool = {
    #if GTK4
    ProcessInfo.processInfo.environment["REACTANT_TEST_BACKEND"] == "gtk"
    #else
    false
    #endif
}()

/// The natural sizes the headless backend reports for widgets whose size doesn't depend on a
/// font: GTK 3's, as measured under Xvfb with Adwaita, so frames built on them agree.
@Suite(.uiSerialized, .disabled(if: drawsWithGTK4, "the headless backend reports GTK 3's sizes; GTK 4's theme differs"))
@MainActor
struct HeadlessNaturalSizeTests {
    init() throws { try TestBackend.start() }

    /// The view centred in a 320×480 window; its frame.
    func centred(_ view: View) -> LayoutRect {
        let root = Container()
        root.children(view)
        view.layout.center()
        let window = Backends.current.makeWindow()
        window.content = root.native
        window.defaultSize = (320, 480)
        window.present()
        Interact.settleLayout()
        defer {
            window.close()
            window.content = nil
        }
        return view.frame
    }

    @Test func anEmptyButtonIsAdwaitasTextButton() {
        // 16 px of padding and a 1 px border each side of a label at least 16 px wide.
        #expect(Button().native.preferredSize.natural == LayoutSize(width: 50, height: 34))
        #expect(centred(Button()) == LayoutRect(x: 135, y: 223, width: 50, height: 34))
    }

    @Test func aProgressBarIsItsTroughAndItsText() {
        #expect(ProgressBar().native.preferredSize.natural == LayoutSize(width: 152, height: 4))
        #expect(centred(ProgressBar(fraction: 0.5)) == LayoutRect(x: 84, y: 238, width: 152, height: 4))
        // A short text goes above the trough (14 px a line) without widening it.
        #expect(ProgressBar(text: "Copying").native.preferredSize.natural == LayoutSize(width: 152, height: 18))
        #expect(centred(ProgressBar(text: "Copying")) == LayoutRect(x: 84, y: 231, width: 152, height: 18))
    }

    @Test func anEmptyImageAsksForItsIconSize() {
        #expect(ImageView().native.preferredSize.natural == LayoutSize(width: 16, height: 16))
        #expect(centred(ImageView()) == LayoutRect(x: 152, y: 232, width: 16, height: 16))
        // An empty container asks for nothing, on both backends.
        #expect(Container().native.preferredSize.natural == LayoutSize(width: 0, height: 0))
    }

    @Test func anEntryIsAdwaitasWhateverItsText() {
        #expect(TextField().native.preferredSize.natural == LayoutSize(width: 168, height: 34))
        #expect(TextField(text: "Hello", placeholder: "E-mail").native.preferredSize == (LayoutSize(width: 168, height: 34), LayoutSize(width: 168, height: 34)))
        #expect(SearchField().native.preferredSize.natural == LayoutSize(width: 168, height: 34))
        #expect(centred(TextField()) == LayoutRect(x: 76, y: 223, width: 168, height: 34))
    }

    @Test func aSwitchIsAdwaitas() {
        #expect(Switch(isOn: true).native.preferredSize.natural == LayoutSize(width: 50, height: 26))
        #expect(centred(Switch()) == LayoutRect(x: 135, y: 227, width: 50, height: 26))
    }

    @Test func aTextViewAsksForItsScrolledWindowsSize() {
        #expect(TextView(text: "Two\nlines").native.preferredSize.natural == LayoutSize(width: 48, height: 48))
        #expect(centred(TextView()) == LayoutRect(x: 136, y: 216, width: 48, height: 48))
    }

    @Test func aSliderIsItsTroughAndItsValue() {
        #expect(centred(Slider()) == LayoutRect(x: 143, y: 217, width: 34, height: 45))
        #expect(centred(Slider(value: 5, range: 0...1000, vertical: true)) == LayoutRect(x: 143, y: 217, width: 34, height: 45))
        let quiet = Slider()
        quiet.showsValue = false
        #expect(centred(quiet) == LayoutRect(x: 143, y: 223, width: 34, height: 34))
    }

    @Test func aSpinButtonFitsItsLongestValue() {
        #expect(centred(SpinButton()) == LayoutRect(x: 101, y: 223, width: 118, height: 34))
        #expect(SpinButton(value: 5, range: 0...1000).native.preferredSize.natural == LayoutSize(width: 120, height: 34))
        #expect(SpinButton(value: 5, range: 0...10, step: 0.1, digits: 2).native.preferredSize.natural == LayoutSize(width: 124, height: 34))
    }

    @Test func aScrollViewAsksForItsContentsWidthAndItsScrollBarsHeight() {
        #expect(ScrollView().native.preferredSize.natural == LayoutSize(width: 0, height: 46))
        let content = Container()
        content.layout.size(width: 200, height: 300)
        #expect(centred(ScrollView(content: content)) == LayoutRect(x: 60, y: 217, width: 200, height: 46))
    }
}
