import Reactant
import ReactantTesting
import Testing

/// Views state their widget's own settings with `@NativeProperty`: a write goes to the widget,
/// a read asks the widget, so what the widget holds now (also when it changed without the
/// view) is what the view answers.
@Suite(.uiSerialized) @MainActor
struct NativePropertyTests {
    init() throws { try TestBackend.start() }

    @Test func aViewsSettingsAreItsWidgets() throws {
        let label = Label(text: "Name")
        let native = try #require(label.native as? any NativeLabel)
        label.tooltip = "Your full name"
        label.widgetName = "name-label"
        label.isEnabled = false
        label.textAlignment = 1
        #expect(native.tooltip == "Your full name")
        #expect(native.widgetName == "name-label")
        #expect(!native.isSensitive)
        #expect(native.textAlignment == 1)
        native.tooltip = nil
        native.isSensitive = true
        native.textAlignment = 0.5
        #expect(label.tooltip == nil)
        #expect(label.isEnabled)
        #expect(label.textAlignment == 0.5)
    }

    @Test func settingsWithoutATreeLineReachTheWidget() throws {
        let text = TextView(text: "x")
        text.acceptsTab = false
        text.isMonospace = true
        #expect(try #require(text.native as? any NativeTextView).acceptsTab == false)
        #expect(WidgetTree.render(text) == #"textview "x" monospace"#)

        let revealer = Revealer()
        revealer.transitionDuration = 40
        #expect(try #require(revealer.native as? any NativeRevealer).transitionDuration == 40)

        let progress = ProgressBar(fraction: 0.5)
        progress.showsText = true
        let level = LevelBar(value: 1, range: 0...4)
        level.isDiscrete = true
        #expect(WidgetTree.render(progress) == "progress 0.5 show-text")
        #expect(WidgetTree.render(level) == "levelbar 1 of 0…4 discrete")

        // Declared by a subclass (Slider) over its superclass's widget (NumberInput's).
        let slider = Slider(value: 5, range: 0...10)
        slider.marks = [SliderMark(0), SliderMark(10)]
        slider.showsValue = false
        let input = try #require(slider.native as? any NativeNumberInput)
        #expect(input.marks.map(\.value) == [0, 10])
        #expect(!input.showsValue)
        #expect(slider.marks == input.marks)
    }
}
