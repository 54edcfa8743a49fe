import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Keys that type nothing arrive by name, with their modifiers, on both backends.
    @Suite @MainActor struct NamedKeyTests {
        init() throws { try TestBackend.start() }

        @Test func namedKeysReachAContainersHandlerWithTheirModifiers() throws {
            let button = Button(title: "Focus")
            let box = Container().children(button)
            var heard: [KeyPress] = []
            _ = box.content.onKeyPress { key in
                heard.append(key)
                return true
            }
            let shown = ShownView(box)
            defer { shown.close() }
            let named: [KeyPress.Key] = [.delete, .backspace, .insert, .home, .end, .pageUp, .pageDown,
                                         .up, .down, .left, .right]
                + (1...12).compactMap(KeyPress.Key.function)
            var pressed: [KeyPress] = []
            for (index, key) in named.enumerated() {
                let modifiers: [KeyPress.Modifiers] = [[], .control, .shift, .alt, [.control, .shift]]
                pressed.append(KeyPress(key, modifiers: modifiers[index % modifiers.count]))
            }
            // Ctrl+F1 is GTK's show-help binding (the tooltip), taken by the focused widget.
            pressed.removeAll { $0.key == .f1 }
            pressed += [KeyPress(.f1), KeyPress(.f1, modifiers: .shift)]
            for key in pressed { try Interact.press(key, on: button) }
            #expect(heard == pressed)
            try Interact.press(KeyPress(.f1, modifiers: .control), on: button)
            #expect(heard.count == pressed.count)
            #expect(heard.map(\.description).prefix(5) == ["Delete", "Ctrl+BackSpace", "Shift+Insert", "Alt+Home", "Ctrl+Shift+End"])
            #expect(KeyPress.Key.function(12) == .f12)
            #expect(KeyPress.Key.f7.functionNumber == 7)
            #expect(KeyPress.Key.function(13) == nil)
        }
    }
}
