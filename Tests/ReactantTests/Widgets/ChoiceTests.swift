import Reactant
import ReactantTesting
import Testing

extension UITests {
    @Suite @MainActor struct ChoiceTests {
        init() throws { try TestBackend.start() }

        struct Colour: Equatable, CustomStringConvertible {
            let name: String
            var description: String { name }
            static let red = Colour(name: "Red"), green = Colour(name: "Green"), blue = Colour(name: "Blue")
        }

        @Test func dropDownRoundTripsModelsAndReportsAPersonsPick() throws {
            let dropDown = DropDown(models: [Colour.red, .green, .blue], title: \.name)
            let picks = Received(dropDown.action)
            #expect(dropDown.componentState == nil)
            dropDown.componentState = .green
            #expect(WidgetTree.render(dropDown) == "dropdown [Red, *Green, Blue]")
            #expect(picks.values.isEmpty)
            try Interact.choose(Colour.blue, in: dropDown)
            #expect(picks.values == [.blue])
            #expect(dropDown.componentState == .blue)
            // New models keep the selection on its model.
            dropDown.models = [.blue, .red]
            #expect(WidgetTree.render(dropDown) == "dropdown [*Blue, Red]")
            #expect(picks.values == [.blue])
        }

        @Test func aDropDownSetToAnUnknownModelSelectsNothingAndSaysWhich() {
            let recorder = DiagnosticsRecorder()
            let dropDown = DropDown(models: [Colour.red, .green], title: \.name, selected: .red)
            dropDown.componentState = Colour(name: "Mauve")
            #expect(dropDown.componentState == nil)
            #expect(WidgetTree.render(dropDown) == "dropdown [Red, Green]")
            #expect(recorder.contains("Mauve is not one of its models"))
        }

        @Test func dropDownKeysMoveTheSelectionAsGtkDoes() throws {
            let dropDown = DropDown(models: [Colour.red, .green, .blue], title: \.name)
            let shown = ShownView(dropDown)
            defer { shown.close() }
            let picks = Received(dropDown.action)
            try Interact.press(KeyPress(.up), on: dropDown)     // none selected: the last
            try Interact.press(KeyPress(.down), on: dropDown)   // at the end: stays
            try Interact.press(KeyPress(.home), on: dropDown)
            try Interact.press(KeyPress(.down), on: dropDown)
            try Interact.press(KeyPress(.pageDown), on: dropDown)
            #expect(picks.values == [.blue, .red, .green, .blue])
            #expect(dropDown.hasFocus)
        }

        @Test func radioGroupAlwaysHasASelectionAndArrowsMoveIt() throws {
            let recorder = DiagnosticsRecorder()
            let group = RadioGroup(models: ["S", "M", "L"], title: { $0 })
            let picks = Received(group.action)
            #expect(group.componentState == "S")
            group.componentState = "M"
            #expect(WidgetTree.render(group) == "radio [S, *M, L]")
            group.componentState = "XL"
            #expect(group.componentState == "M")
            #expect(recorder.contains("XL is not one of its models"))
            // A person can only click what is on screen.
            let shown = ShownView(group)
            defer { shown.close() }
            try Interact.choose("L", in: group)
            #expect(picks.values == ["L"])
            try Interact.press(KeyPress(.up), on: group)
            try Interact.press(KeyPress(.up), on: group)
            try Interact.press(KeyPress(.up), on: group)   // at the first: stays
            try Interact.press(KeyPress(.right), on: group) // across a vertical group: nothing
            #expect(picks.values == ["L", "M", "S"])
            let native = try #require(group.native as? any NativeChoiceGroup)
            #expect(native.focusedIndex == 0)
        }

        @Test func segmentedButtonsMoveTheFocusWithArrowsAndChooseWithSpace() throws {
            let choice = SegmentedChoice(models: ["Day", "Week", "Month"], title: { $0 })
            let picks = Received(choice.action)
            let shown = ShownView(choice)
            defer { shown.close() }
            let native = try #require(choice.native as? any NativeChoiceGroup)
            choice.focus()
            #expect(native.focusedIndex == 0)
            try Interact.press(.right, on: choice)
            #expect(native.focusedIndex == 1)
            #expect(picks.values.isEmpty)
            try Interact.press(KeyPress(.character(" ")), on: choice)
            #expect(picks.values == ["Week"])
            #expect(WidgetTree.render(choice).hasPrefix("segmented [Day, *Week, Month]"))
        }

        @Test func toggleButtonIsASwitch() throws {
            let button = ToggleButton(title: "Bold")
            // A person can only click what is on screen.
            let shown = ShownView(button)
            defer { shown.close() }
            let values = Received(button.action)
            button.componentState = true
            #expect(values.values.isEmpty)
            try Interact.toggle(button)
            #expect(values.values == [false])
            #expect(WidgetTree.render(button) == #"togglebutton "Bold" off focused"#)
            try Interact.press(KeyPress(.character(" ")), on: button)
            #expect(values.values == [false, true])
        }

        @Test func searchFieldReportsTheTextOnceTypingPauses() throws {
            let search = SearchField(placeholder: "Search")
            let searches = Received(search.action)
            let stops = Received(search.stopSearch)
            let shown = ShownView(search)
            defer { shown.close() }
            search.componentState = "code"
            Interact.wait(seconds: 0.3)
            #expect(searches.values.isEmpty)  // text from code is not a search

            try Interact.type("ab", into: search)
            #expect(searches.values.isEmpty)
            #expect(search.componentState == "codeab")
            Interact.wait(seconds: 0.3)
            #expect(searches.values == ["codeab"])
            try Interact.press(.escape, on: search)
            #expect(stops.values.count == 1)
            #expect(search.text == "codeab")
            #expect(WidgetTree.render(search).hasPrefix(#"searchentry "codeab" placeholder="Search""#))
        }

        @Test func insensitiveChoicesRefuseAPerson() {
            let group = RadioGroup(models: [1, 2], title: String.init)
            group.isEnabled = false
            #expect(throws: InteractionError.self) { try Interact.choose(2, in: group) }
            let dropDown = DropDown(models: [1, 2], title: String.init)
            dropDown.isHidden = true
            #expect(throws: InteractionError.self) { try Interact.choose(2, in: dropDown) }
            dropDown.accessibleLabel = "Count"
            #expect(dropDown.accessibleLabel == "Count")
        }
    }
}
