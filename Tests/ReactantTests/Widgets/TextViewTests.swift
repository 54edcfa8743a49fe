import Foundation
import Reactant
import ReactantTesting
import Testing

extension UITests {
    @Suite @MainActor struct TextViewTests {
        init() throws { try TestBackend.start() }

        @Test func stateRoundTripsAndOnlyAPersonsEditsAreReported() throws {
            let view = TextView(text: "Hi", hint: "Notes")
            // A person can only type into what is on screen.
            let shown = ShownView(view)
            defer { shown.close() }
            let edits = Received(view.action)
            view.componentState = "Hello"
            #expect(view.text == "Hello")
            #expect(edits.values.isEmpty)
            #expect(view.cursorPosition == 5)  // GTK leaves the cursor at the end of set text

            try Interact.type(" you", into: view)
            #expect(edits.values == ["Hello ", "Hello y", "Hello yo", "Hello you"])
            #expect(view.componentState == "Hello you")

            view.componentState = ""
            let native = try #require(view.native as? any NativeTextView)
            #expect(native.isHintShown)
            try Interact.paste("one\ntwo", into: view)
            #expect(!native.isHintShown)
            #expect(edits.values.last == "one\ntwo")
            #expect(edits.values.count == 5)
            view.wraps = true
            view.isMonospace = true
            #expect(WidgetTree.render(view) == #"textview "one\ntwo" wrap monospace hint="Notes" focused"#)
        }

        @Test func typingReplacesTheSelection() throws {
            let view = TextView(text: "Hello world")
            view.select(6..<11)
            #expect(view.selection == 6..<11)
            let native = try #require(view.native as? any NativeTextView)
            native.simulateTyping("X")
            #expect(view.text == "Hello X")
            #expect(view.selection == nil)
        }

        @Test func keysEditAsInGtk() throws {
            let view = TextView(text: "hello world")
            let shown = ShownView(view)
            defer { shown.close() }
            try Interact.press(KeyPress(.end), on: view)
            try Interact.press(.backspace, on: view)
            #expect(view.text == "hello worl")
            try Interact.press(KeyPress(.home), on: view)
            try Interact.press(.delete, on: view)
            #expect(view.text == "ello worl")
            try Interact.press(KeyPress(.enter), on: view)
            try Interact.press(KeyPress(.character("x")), on: view)
            // Tab types a tab in a text view (accepts-tab), and the focus stays.
            try Interact.press(.tab, on: view)
            #expect(view.text == "\nx\tello worl")
            #expect(view.hasFocus)
            #expect(view.componentState == view.text)
        }

        @Test func aNulEndsTheTextAsGtkTextBufferDoes() throws {
            let recorder = DiagnosticsRecorder()
            let view = TextView()
            // A person can only type into what is on screen.
            let shown = ShownView(view)
            defer { shown.close() }
            view.componentState = "ab\u{0}cd"
            #expect(view.text == "ab")
            #expect(view.componentState == "ab")
            #expect(recorder.contains("NUL"))
            try Interact.paste("x\u{0}y", into: view)
            #expect(view.text == "abx")
            #expect(recorder.messages.count == 2)
        }

        // A hang guard, not a timing: speed figures belong in benchmarks on this shared machine.
        // Swift Testing counts the time a UI test waits for its turn (`.uiSerialized`) into
        // its limit, and the GTK run's UI tests together take about a minute; GTK wrapping the
        // megabyte took 78 s under a load of 8 on two cores. Ten minutes still catch a hang.
        @Test(.timeLimit(.minutes(10)))
        func aMegabytePasteWorksAndTheViewStillTakesTyping() throws {
            let view = TextView()
            view.wraps = true
            let shown = ShownView(view)
            defer { shown.close() }
            let line = String(repeating: "lorem ipsum ", count: 8) + "\n"  // 97 bytes
            let text = String(repeating: line, count: 1_048_576 / line.utf8.count)
            try Interact.paste(text, into: view)
            Interact.settleLayout()
            #expect(view.text.utf8.count == text.utf8.count)
            try Interact.type("!", into: view)
            #expect(view.text.hasSuffix("!"))
            #expect(view.text.utf8.count == text.utf8.count + 1)
        }

        @Test func aPersonCantEditAnInsensitiveOrReadOnlyView() {
            let view = TextView(text: "x")
            view.isEnabled = false
            #expect(throws: InteractionError.self) { try Interact.type("y", into: view) }
            view.isEnabled = true
            view.isEditable = false
            #expect(throws: InteractionError.self) { try Interact.paste("y", into: view) }
            #expect(view.text == "x")
            view.accessibleLabel = "Notes"
            #expect(view.accessibleLabel == "Notes")
            #expect(WidgetTree.render(view) == #"textview "x" readonly"#)
        }
    }
}
