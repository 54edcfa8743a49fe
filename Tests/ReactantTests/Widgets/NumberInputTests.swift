import Reactant
import ReactantTesting
import Testing

extension UITests {
    @Suite @MainActor struct NumberInputTests {
        init() throws { try TestBackend.start() }

        @Test func spinButtonRoundTripsAndReportsOnlyAPersonsValue() throws {
            let spin = SpinButton(value: 3, range: 0...10)
            let values = Received(spin.action)
            spin.componentState = 7
            #expect(spin.value == 7)
            #expect(values.values.isEmpty)
            try Interact.enter(9, in: spin)
            #expect(values.values == [9])
            #expect(spin.componentState == 9)
            #expect(WidgetTree.render(spin) == "spinbutton 9 of 0…10")
        }

        @Test func outOfRangeValuesAreClampedAsGtkClampsThemWithAWarning() throws {
            let recorder = DiagnosticsRecorder()
            let spin = SpinButton(value: 5, range: 0...10)
            let values = Received(spin.action)
            spin.componentState = 150
            #expect(spin.value == 10)
            #expect(spin.componentState == 10)
            #expect(recorder.contains("150 is outside 0…10"))
            // A person typing too much is clamped by GTK too, and reported as what it became.
            spin.componentState = 2
            try Interact.enter(-4, in: spin)
            #expect(values.values == [0])
            // Narrowing the range brings the value along, as code's change.
            spin.componentState = 8
            spin.range = 0...5
            #expect(spin.value == 5)
            #expect(spin.componentState == 5)
            #expect(values.values == [0])

            let slider = Slider(value: 50, range: 0...100)
            slider.componentState = 120
            #expect(slider.value == 100)
            #expect(recorder.contains("Slider: 120 is outside 0…100"))
        }

        /// Below the range as above it, on every number widget; a person's value past a
        /// slider's end is clamped by GTK and reported as what it became.
        @Test func valuesBelowTheRangeAreClampedWithAWarningToo() throws {
            let recorder = DiagnosticsRecorder()
            let spin = SpinButton(value: 5, range: 1...10)
            spin.componentState = -3
            #expect(spin.componentState == 1)
            #expect(recorder.contains("-3 is outside 1…10"))
            let slider = Slider(value: 50, range: 20...100)
            let values = Received(slider.action)
            slider.componentState = 5
            #expect(slider.value == 20)
            #expect(recorder.contains("Slider: 5 is outside 20…100"))
            try Interact.enter(250, in: slider)
            #expect(values.values == [100])
            #expect(slider.componentState == 100)
            let progress = ProgressBar(fraction: 0.5)
            progress.fraction = -0.25
            #expect(progress.fraction == 0)
            #expect(recorder.contains("-0.25 is outside 0…1"))
            let level = LevelBar(value: 2, range: 1...4)
            level.value = 0
            #expect(level.value == 1)
            #expect(recorder.contains("LevelBar: 0 is outside 1…4"))
            #expect(WidgetTree.render(level) == "levelbar 1 of 1…4")
        }

        /// NaN is no value: from code it is refused with a warning (the value and the state
        /// stay); a person can't enter it.
        @Test func nanIsRefusedWithAWarningAndNoPersonEntersIt() throws {
            let recorder = DiagnosticsRecorder()
            let spin = SpinButton(value: 5, range: 0...10)
            let slider = Slider(value: 50, range: 0...100)
            let spinValues = Received(spin.action)
            let sliderValues = Received(slider.action)
            spin.componentState = .nan
            #expect(spin.value == 5)
            #expect(spin.componentState == 5)
            #expect(recorder.contains("SpinButton: a value can't be NaN; it stays 5"))
            slider.value = .nan
            #expect(slider.value == 50)
            #expect(slider.componentState == 50)
            #expect(recorder.contains("Slider: a value can't be NaN; it stays 50"))
            #expect(throws: InteractionError.self) { try Interact.enter(.nan, in: spin) }
            #expect(throws: InteractionError.self) { try Interact.enter(.nan, in: slider) }
            #expect(spin.value == 5)
            #expect(slider.value == 50)
            #expect(spinValues.values.isEmpty)
            #expect(sliderValues.values.isEmpty)
        }

        /// A number too large for the range, even for a Double, typed into a spin button or
        /// dragged to on a slider, ends at the range's end, reported as that.
        @Test func aPersonsHugeValueEndsAtTheRangesEnd() throws {
            let spin = SpinButton(value: 5, range: 0...10)
            let values = Received(spin.action)
            try Interact.enter(.infinity, in: spin)
            #expect(spin.componentState == 10)
            spin.componentState = 5
            try Interact.enter(1e300, in: spin)
            #expect(spin.componentState == 10)
            spin.componentState = 5
            try Interact.enter(-.infinity, in: spin)
            #expect(spin.componentState == 0)
            spin.componentState = 5
            try Interact.enter(-1e300, in: spin)
            #expect(values.values == [10, 10, 0, 0])

            let slider = Slider(value: 50, range: 0...100)
            let sliderValues = Received(slider.action)
            try Interact.enter(.infinity, in: slider)
            slider.componentState = 50
            try Interact.enter(1e300, in: slider)
            #expect(sliderValues.values == [100, 100])
        }

        /// What no GtkAdjustment can hold is refused with a warning, the old setting kept:
        /// an infinite bound (GTK would print a GLib warning and keep 100), a NaN, infinite,
        /// zero or negative step, digits outside 0…20 (GtkScale would silently take 64).
        @Test func invalidRangesStepsAndDigitsAreRefusedWithAWarning() throws {
            let recorder = DiagnosticsRecorder()
            for input in [SpinButton(value: 5, range: 0...10, step: 2) as NumberInput, Slider(value: 5, range: 0...10, step: 2)] {
                let name = input is SpinButton ? "SpinButton" : "Slider"
                input.range = 0...Double.infinity
                #expect(input.range == 0...10)
                #expect(recorder.contains("\(name): a range needs finite bounds; 0…inf is refused and it stays 0…10"))
                input.range = -Double.infinity...3
                #expect(input.range == 0...10)
                for step in [Double.nan, .infinity, 0, -1] {
                    input.step = step
                    #expect(input.step == 2)
                }
                #expect(recorder.contains("\(name): a step must be a positive finite number; nan is refused and it stays 2"))
                #expect(recorder.contains("\(name): a step must be a positive finite number; -1 is refused"))
                input.digits = 3
                for digits in [1000, -7, 21] {
                    input.digits = digits
                    #expect(input.digits == 3)
                }
                #expect(recorder.contains("\(name): digits must be 0…20; 1000 is refused and it stays 3"))
                #expect(recorder.contains("\(name): digits must be 0…20; -7 is refused"))
                input.digits = 20
                #expect(input.digits == 20)
                #expect(input.value == 5)
            }
            let spin = SpinButton(value: 1, range: 0...Double.infinity, step: .nan, digits: 1000)
            #expect(spin.range == 0...100)
            #expect(spin.step == 1)
            #expect(spin.digits == 0)
            #expect(spin.value == 1)
        }

        @Test func aSliderRoundsAPersonsValueToItsDigits() throws {
            let slider = Slider(value: 0, range: 0...10, step: 1, marks: [SliderMark(0), SliderMark(5, label: "half"), SliderMark(10)])
            let values = Received(slider.action)
            try Interact.enter(2.345, in: slider)
            #expect(values.values == [2])
            slider.digits = 1
            try Interact.enter(2.345, in: slider)
            #expect(values.values == [2, 2.3])
            slider.componentState = 2.345  // from code: neither rounded nor reported
            #expect(slider.value == 2.345)
            #expect(values.values.count == 2)
            #expect(WidgetTree.render(slider) == "slider 2.345 of 0…10 marks=0,5,10")
        }

        @Test func keysStepAsGtkBindsThem() throws {
            let box = Container()
            let spin = SpinButton(value: 50, range: 0...100)
            let slider = Slider(value: 50, range: 0...100)
            box.children(spin, slider)
            let shown = ShownView(box)
            defer { shown.close() }
            let spinValues = Received(spin.action)
            try Interact.press(KeyPress(.up), on: spin)
            try Interact.press(KeyPress(.pageDown), on: spin)
            try Interact.press(KeyPress(.pageUp, modifiers: .control), on: spin)
            #expect(spinValues.values == [51, 41, 100])

            let sliderValues = Received(slider.action)
            for key in [KeyPress.right, .left, KeyPress(.up), KeyPress(.down), KeyPress(.pageUp), KeyPress(.pageDown),
                        KeyPress(.home), KeyPress(.end)] {
                slider.componentState = 50
                try Interact.press(key, on: slider)
            }
            #expect(sliderValues.values == [51, 49, 49, 51, 40, 60, 0, 100])
        }

        @Test func insensitiveInputsRefuseAPerson() {
            let spin = SpinButton()
            spin.isEnabled = false
            #expect(throws: InteractionError.self) { try Interact.enter(3, in: spin) }
            spin.accessibleLabel = "Copies"
            #expect(spin.accessibleLabel == "Copies")
        }

        @Test func progressAndLevelBarsClampWithAWarning() {
            let recorder = DiagnosticsRecorder()
            let progress = ProgressBar(fraction: 0.25, text: "Copying")
            #expect(WidgetTree.render(progress) == #"progress 0.25 "Copying" show-text"#)
            progress.fraction = 1.5
            #expect(progress.fraction == 1)
            #expect(recorder.contains("1.5 is outside 0…1"))
            progress.fraction = .nan
            #expect(progress.fraction == 1)
            #expect(recorder.contains("NaN"))
            progress.pulse()
            progress.pulse()
            #expect(WidgetTree.render(progress) == #"progress 1 "Copying" show-text pulses=2"#)

            let level = LevelBar(value: 2, range: 0...4, isDiscrete: true)
            #expect(WidgetTree.render(level) == "levelbar 2 of 0…4 discrete")
            level.value = 9
            #expect(level.value == 4)
            #expect(recorder.contains("LevelBar: 9 is outside 0…4"))
            level.range = 0...2
            #expect(level.value == 2)
        }
    }
}
