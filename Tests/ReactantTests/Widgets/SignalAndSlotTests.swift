import Reactant
import ReactantTesting
import Testing

/// How handlers and child slots behave the same on both backends: GObject's emission rules,
/// which the headless handler book mirrors, and GTK's setters of a widget's child slots.
@Suite(.uiSerialized) @MainActor
struct SignalAndSlotTests {
    init() throws { try TestBackend.start() }

    /// GObject looks each handler up as the emission reaches it: one disconnected by an
    /// earlier handler is skipped, one connected during the emission waits for the next.
    @Test func anEmissionSkipsHandlersDisconnectedDuringItAndWaitsWithNewOnes() throws {
        let entry = Backends.current.makeEntry()
        var heard: [String] = []
        let second = ConnectionHolder()
        var connectedLate = false
        _ = entry.onChanged { text in
            heard.append("first \(text)")
            if let connection = second.connection { entry.disconnect(connection) }
            guard !connectedLate else { return }
            connectedLate = true
            _ = entry.onChanged { heard.append("late \($0)") }
        }
        second.connection = entry.onChanged { heard.append("second \($0)") }
        entry.simulateTyping("a")
        entry.simulateTyping("b")
        #expect(heard == ["first a", "first ab", "late ab"])
    }

    /// Code setting a value is no person's change: the handlers hear only the person's edits,
    /// and a handler disconnected once stays disconnected (disconnecting twice is harmless).
    @Test func codesChangesAreNotReportedAndDisconnectingTwiceIsHarmless() throws {
        let toggle = Backends.current.makeToggle(.switch)
        var heard: [Bool] = []
        let connection = toggle.onToggled { heard.append($0) }
        toggle.isOn = true
        toggle.isOn = false
        toggle.simulateToggle()
        toggle.disconnect(connection)
        toggle.disconnect(connection)
        toggle.simulateToggle()
        #expect(heard == [true])
        #expect(toggle.isOn == false)
    }

    /// gtk_container_remove: an overlay whose content is taken out has none.
    @Test func anOverlayWhoseContentIsTakenOutHasNone() throws {
        let overlay = Backends.current.makeOverlay()
        let label = Backends.current.makeLabel()
        overlay.content = label
        overlay.content = nil
        #expect(overlay.content == nil)
        #expect(overlay.nativeChildren.isEmpty)
        #expect(label.nativeParent == nil)
    }

    /// gtk_window_set_titlebar unparents the old title bar, which unsets a focus inside it.
    @Test func replacingATitleBarUnsetsTheFocusInTheOldOne() throws {
        let window = Backends.current.makeWindow()
        let oldBar = Backends.current.makeHeaderBar()
        let button = Backends.current.makeButton()
        button.title = "Save"
        oldBar.packStart(button)
        window.titlebar = oldBar
        window.content = Backends.current.makeLabel()
        window.present()
        Interact.settle()
        button.grabFocus()
        #expect(button.isFocus)
        window.titlebar = Backends.current.makeHeaderBar()
        Interact.settle()
        #expect(!button.isFocus)
        #expect(window.focusedWidget == nil)
        window.close()
        Interact.settle()
    }
}

/// A connection made after the handler that disconnects it.
@MainActor
private final class ConnectionHolder {
    var connection: SignalConnection?
}
