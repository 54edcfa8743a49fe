import Reactant
import ReactantTesting
import Testing

/// A page with a search field, a text field and a button inside a box, for key routing.
final class KeysRootView: ViewBase<Void, Never>, RootView {
    let search = SearchField()
    let field = TextField()
    let button = Button(title: "Plain")
    let box = Container()

    override func loadView() {
        box.children(search, field, button)
        children(box)
    }
}

final class KeysPage: ControllerBase<Void, KeysRootView> {
    init(_ title: String, commands: [Command] = []) {
        super.init(title: title)
        self.commands = commands
    }
}

extension UITests {
    /// Issue 21: a key goes to the focused widget first (an entry keeps its editing keys),
    /// then up through its containers, then to the controller's key commands, then to the
    /// window's accelerators; each step can use it up. On both backends.
    @Suite @MainActor struct KeyOrderTests {
        init() throws { try TestBackend.start() }

        @Test func anEntryKeepsItsEditingKeysFromAWindowAccelerator() throws {
            let ran = Ran()
            let page = KeysPage("Keys", commands: [
                ran.command("delete-item", "Delete item", accelerators: ["Delete"]),
                ran.command("select-items", "Select all items", accelerators: ["<Primary>a"]),
                ran.command("go-home", "Home", accelerators: ["Home"]),
            ])
            let (_, window, _) = showInApplication(page, id: "org.reactantgtk.KeyOrderTests.entry")
            defer { closeAllWindows() }
            let search = page.rootView.search
            try Interact.type("abc", into: search)
            try Interact.press(KeyPress(.home), on: search)
            try Interact.press(.delete, on: search)
            #expect(search.text == "bc")
            try Interact.press(KeyPress(.character("a"), modifiers: .control), on: search)
            try Interact.press(.delete, on: search)
            #expect(search.text == "")
            #expect(ran.names.isEmpty)
            // With the focus on a button, nothing takes these keys before the accelerators.
            try Interact.press(.delete, on: page.rootView.button)
            try Interact.press(KeyPress(.character("a"), modifiers: .control), on: page.rootView.button)
            try Interact.press(KeyPress(.home), on: page.rootView.button)
            #expect(ran.names == ["Delete item", "Select all items", "Home"])
            #expect(window.isShown)
        }

        @Test func aKeyGoesFromTheFocusOutwardThenToTheControllerThenToTheAccelerators() throws {
            let ran = Ran()
            let page = KeysPage("Keys", commands: [ran.command("six", "accelerator F6", accelerators: ["F6", "F7", "F8", "F9"])])
            let (_, _, navigation) = showInApplication(page, id: "org.reactantgtk.KeyOrderTests.order")
            defer { closeAllWindows() }
            let root = page.rootView
            root.button.onKeyPress { key in
                ran.names.append("button \(key)")
                return key == KeyPress(.f9)
            }
            root.box.onKeyPress { key in
                ran.names.append("box \(key)")
                return key == KeyPress(.f8)
            }
            page.keyCommands = [KeyCommand(input: .f7, title: "Seven") { ran.names.append("page F7") }]
            navigation.keyCommands = [KeyCommand(input: .f6) { ran.names.append("navigation F6") }]
            for key: KeyPress.Key in [.f9, .f8, .f7, .f6] {
                try Interact.press(KeyPress(key), on: root.button)
            }
            navigation.keyCommands = []
            try Interact.press(KeyPress(.f6), on: root.button)
            #expect(ran.names == [
                "button F9",
                "button F8", "box F8",
                "button F7", "box F7", "page F7",
                "button F6", "box F6", "navigation F6",
                "button F6", "box F6", "accelerator F6",
            ])
        }

        @Test func keyCommandsMatchTheirModifiersAndFollowTheTopOfTheNavigation() throws {
            let ran = Ran()
            let first = KeysPage("First")
            let (_, window, navigation) = showInApplication(first, id: "org.reactantgtk.KeyOrderTests.commands")
            defer { closeAllWindows() }
            first.keyCommands = [KeyCommand(input: "f", modifierFlags: .control) { ran.names.append("first find") }]
            Interact.press(KeyPress(.character("f"), modifiers: [.control, .shift]), in: window)
            Interact.press(KeyPress(.character("f"), modifiers: .control), in: window)
            let second = KeysPage("Second")
            second.keyCommands = [KeyCommand(input: .f2) { ran.names.append("second F2") }]
            navigation.push(controller: second)
            Interact.press(KeyPress(.character("f"), modifiers: .control), in: window)
            Interact.press(KeyPress(.f2), in: window)
            navigation.pop()
            Interact.press(KeyPress(.f2), in: window)
            Interact.press(KeyPress(.character("f"), modifiers: .control), in: window)
            #expect(ran.names == ["first find", "second F2", "first find"])
        }

        @Test func aViewsKeyHandlerRunsBeforeTheEntryItselfAndCanTakeTheKey() throws {
            let page = KeysPage("Keys")
            let (_, _, _) = showInApplication(page, id: "org.reactantgtk.KeyOrderTests.view")
            defer { closeAllWindows() }
            let field = page.rootView.field
            try Interact.type("xy", into: field)
            var heard: [KeyPress] = []
            field.onKeyPress { key in
                heard.append(key)
                return key == .backspace
            }
            try Interact.press(.backspace, on: field)
            #expect(field.text == "xy")
            try Interact.press(KeyPress(.left), on: field)
            try Interact.press(.delete, on: field)
            #expect(field.text == "x")
            #expect(heard == [.backspace, KeyPress(.left), .delete])
        }

        @Test func typingIsKeyPressesThatTheFieldsOwnHandlerSeesFirst() throws {
            let page = KeysPage("Keys")
            _ = showInApplication(page, id: "org.reactantgtk.KeyOrderTests.typing")
            defer { closeAllWindows() }
            let field = page.rootView.field
            var taken = 0
            field.onKeyPress { key in
                guard key.key == .character("x") else { return false }
                taken += 1
                return true
            }
            try Interact.type("axbx", into: field)
            #expect(field.text == "ab")
            #expect(taken == 2)
            try Interact.clear(field)
            #expect(field.text == "")
        }
    }
}
