import Reactant
import ReactantTesting
import Testing

/// `onFocusChanged` and Tab, the same on both backends (checked against GTK 3.24 under Xvfb).
@Suite(.uiSerialized) @MainActor
struct FocusTests {
    init() throws { try TestBackend.start() }

    /// Two entries and a button in a window, each recording its focus changes in one log.
    @MainActor
    final class Harness {
        let backend = Backends.current
        let window: any NativeWindow
        let first: any NativeEntry
        let second: any NativeEntry
        let button: any NativeButton
        var log: [String] = []

        init() {
            window = backend.makeWindow()
            let box = backend.makeContainer(.vertical())
            first = backend.makeEntry()
            second = backend.makeEntry()
            button = backend.makeButton()
            for (name, widget) in [("first", first), ("second", second), ("button", button)] as [(String, any NativeWidget)] {
                box.append(widget)
                _ = widget.onFocusChanged { [weak self] isFocus in self?.log.append("\(name) \(isFocus ? "in" : "out")") }
            }
            window.content = box
        }
    }

    @Test func focusChangesAreReportedOldWidgetFirstAndOnlyWhenTheyChange() {
        let harness = Harness()
        defer { harness.window.close() }
        harness.window.present()
        Interact.settle()
        // Showing the window focuses its first entry.
        #expect(harness.log == ["first in"])
        harness.second.grabFocus()
        #expect(harness.log == ["first in", "first out", "second in"])
        harness.second.grabFocus()  // GTK notifies again; nothing changed, so nothing is told
        #expect(harness.log.count == 3)
        harness.second.isVisible = false  // hiding the focus widget unsets the focus
        #expect(harness.log.last == "second out")
        harness.first.grabFocus()
        harness.first.isSensitive = false
        #expect(harness.log.suffix(2) == ["first in", "first out"])
    }

    /// In the active window (where a person's keys go), GTK wraps around past the last widget.
    @Test func tabMovesTheFocusForwardAndWrapsAround() {
        let harness = Harness()
        defer { harness.window.close() }
        harness.window.present()
        Interact.settle()
        harness.window.simulateKeyPress(KeyPress(.tab))
        #expect(harness.second.isFocus)
        harness.window.simulateKeyPress(KeyPress(.tab))
        #expect(harness.button.isFocus)
        harness.window.simulateKeyPress(KeyPress(.tab))
        #expect(harness.first.isFocus)
        #expect(harness.log == ["first in", "first out", "second in", "second out", "button in", "button out", "first in"])
    }

    @Test func shiftTabMovesTheFocusBackwardAndWrapsAround() {
        let harness = Harness()
        defer { harness.window.close() }
        harness.window.present()
        Interact.settle()
        let shiftTab = KeyPress(.tab, modifiers: .shift)
        harness.window.simulateKeyPress(shiftTab)
        #expect(harness.button.isFocus)
        harness.window.simulateKeyPress(shiftTab)
        #expect(harness.second.isFocus)
        harness.window.simulateKeyPress(shiftTab)
        #expect(harness.first.isFocus)
        #expect(harness.log == ["first in", "first out", "button in", "button out", "second in", "second out", "first in"])
    }

    @Test func shiftTabWithoutAFocusWidgetGoesToTheLastWidget() {
        let harness = Harness()
        defer { harness.window.close() }
        harness.window.present()
        Interact.settle()
        harness.first.isVisible = false  // unsets the focus
        #expect(harness.window.focusedWidget == nil)
        harness.window.simulateKeyPress(KeyPress(.tab, modifiers: .shift))
        #expect(harness.button.isFocus)
        harness.window.simulateKeyPress(KeyPress(.tab, modifiers: .shift))
        #expect(harness.second.isFocus)
        // The hidden entry is skipped: back to the end.
        harness.window.simulateKeyPress(KeyPress(.tab, modifiers: .shift))
        #expect(harness.button.isFocus)
    }

    /// Past the content's end the header bar's buttons come, then the content again; Shift+Tab
    /// walks the same ring backwards.
    @Test func theHeaderBarsButtonsAreInTheTabRing() {
        let harness = Harness()
        defer { harness.window.close() }
        let bar = harness.backend.makeHeaderBar()
        let barButton = harness.backend.makeButton()
        bar.packStart(barButton)
        harness.window.titlebar = bar
        harness.window.present()
        Interact.settle()
        harness.button.grabFocus()
        harness.window.simulateKeyPress(KeyPress(.tab))
        #expect(barButton.isFocus)
        harness.window.simulateKeyPress(KeyPress(.tab))
        #expect(harness.first.isFocus)
        harness.window.simulateKeyPress(KeyPress(.tab, modifiers: .shift))
        #expect(barButton.isFocus)
        harness.window.simulateKeyPress(KeyPress(.tab, modifiers: .shift))
        #expect(harness.button.isFocus)
    }

    @Test func tabSkipsAnInsensitiveWidget() {
        let harness = Harness()
        defer { harness.window.close() }
        harness.second.isSensitive = false
        harness.window.present()
        Interact.settle()
        harness.window.simulateKeyPress(KeyPress(.tab))
        #expect(harness.button.isFocus)
    }

    @Test func aDisconnectedHandlerIsNotCalled() {
        let harness = Harness()
        defer { harness.window.close() }
        var calls = 0
        let connection = harness.second.onFocusChanged { _ in calls += 1 }
        harness.window.present()
        harness.second.grabFocus()
        #expect(calls == 1)
        harness.second.disconnect(connection)
        harness.first.grabFocus()
        #expect(calls == 1)
    }
}
