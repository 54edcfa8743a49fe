import Reactant

/// Drives views the way a person would, on either backend.
///
/// Every call first checks that a person *could* do it (the view is visible and sensitive,
/// including all its containers, and in a window on screen where it needs one) and throws
/// `InteractionError` when not, so a test never clicks a button the user couldn't reach.
/// Then it goes through the backend's input path: on GTK, pointer and key events made as the
/// display server's (a press and a release on the GdkWindow under the widget, a GdkEventKey)
/// and delivered through `gtk_main_do_event`, so GTK's own handlers decide what happens; the
/// headless backend follows the same rules in memory. Every interaction ends in `settle()`,
/// so what it caused has happened when the call returns.
///
///     try Interact.type("Ann", into: rootView.nameField)
///     try Interact.tap(rootView.greetButton)
///     #expect(rootView.greeting.text == "Hello Ann!")
@MainActor
public enum Interact {
    /// Clicks a button with the pointer, at its middle: the button takes the focus and clicks.
    public static func tap(_ button: Button) throws {
        try click(reach(button, as: (any NativeButton).self, doing: "tap"), label: label(of: button), doing: "tap")
    }

    /// Clicks a component button with the pointer, at its middle.
    public static func tap<State, Action>(_ button: ButtonBase<State, Action>) throws {
        try click(reach(button, as: (any NativeButton).self, doing: "tap"), label: label(of: button), doing: "tap")
    }

    /// The click itself, through the backend's pointer path (GTK: a press and a release on
    /// the GdkWindow under the widget's middle, through gtk_main_do_event); refused, with
    /// the reason, when a person couldn't click there (not on screen, covered).
    static func click(_ widget: any NativeWidget, label: String, doing verb: String) throws {
        if let refusal = widget.simulatePrimaryClick() {
            throw InteractionError("can't \(verb) \(label): \(refusal)")
        }
        settle()
    }

    /// Clicks into the field after its last character, as a person does with the pointer: the
    /// field takes the keyboard focus (and a `FormField` counts as visited once the focus
    /// leaves it again). A person can only click a field in a window on screen.
    public static func tap(_ field: TextField) throws {
        let entry = try reach(field, as: (any NativeEntry).self, doing: "click into")
        _ = try shownWindow(of: field, doing: "click into")
        entry.simulatePointerClick()
        settle()
    }

    /// Types `text` at the end of the field's text, one key press (and one change) a
    /// character, as a person who clicked into the field after its last character: the click
    /// gives it the focus, and each key goes through the window's key routing to the entry
    /// (on GTK a GdkEventKey through gtk_main_do_event, committed by the entry's input
    /// method). A character no single key types (a letter with a combining accent, an emoji
    /// sequence, a control character) is inserted as an input method commits it: in one edit.
    /// The field must be in a window on screen.
    public static func type(_ text: String, into field: TextField) throws {
        let (entry, window) = try clickedAtEnd(field, doing: "type into")
        typeKeys(text, in: window) { entry.simulateTyping($0) }
        settle()
    }

    /// Pastes `text` at the end of the field's text in one edit, as a person who clicked after
    /// the last character and pressed Ctrl+V. The entry keeps only what fits its limit
    /// (`EntryText.maximumBytes`). The text is inserted as GTK's paste inserts it, not read
    /// from the clipboard (X's selection transfer is asynchronous).
    public static func paste(_ text: String, into field: TextField) throws {
        try clickedAtEnd(field, doing: "paste into").entry.simulatePaste(text)
        settle()
    }

    /// The field's entry after the click a person makes behind its last character: checked
    /// reachable and on screen, clicked (it has the focus), cursor at the end.
    private static func clickedAtEnd(_ field: TextField, doing verb: String) throws -> (entry: any NativeEntry, window: any NativeWindow) {
        let entry = try reach(field, as: (any NativeEntry).self, doing: verb)
        guard entry.isEditable else { throw InteractionError("can't type into \(label(of: field)): it is not editable") }
        let window = try shownWindow(of: field, doing: verb)
        entry.simulatePointerClick()
        if !entry.isFocus { entry.grabFocus() }
        entry.cursorPosition = -1
        return (entry, window)
    }

    /// Each character as the key press that types it, through the window's key routing; what
    /// no single key types goes to `insert` (an input method's commit).
    static func typeKeys(_ text: String, in window: any NativeWindow, insert: (String) -> Void) {
        for character in text {
            let scalars = character.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, scalar.properties.generalCategory != .control {
                window.simulateKeyPress(KeyPress(.character(character)))
            } else {
                insert(String(character))
            }
        }
    }

    static func window(of widget: any NativeWidget) -> (any NativeWindow)? {
        var top: any NativeWidget = widget
        while let parent = top.nativeParent { top = parent }
        return top as? any NativeWindow
    }

    /// Selects all text in the field and deletes it, as a person does: a click into the
    /// field, Ctrl+A, Delete (key presses through the window's key routing).
    public static func clear(_ field: TextField) throws {
        let window = try clickedAtEnd(field, doing: "clear").window
        window.simulateKeyPress(KeyPress(.character("a"), modifiers: .control))
        window.simulateKeyPress(.delete)
        settle()
    }

    /// Presses Enter in the field: a click into it unless it has the focus, then the key.
    public static func submit(_ field: TextField) throws {
        let entry = try reach(field, as: (any NativeEntry).self, doing: "press Enter in")
        let window = try shownWindow(of: field, doing: "press Enter in")
        if !entry.isFocus { entry.simulatePointerClick() }
        guard entry.isFocus else {
            throw InteractionError("can't press Enter in \(label(of: field)): it doesn't take the keyboard focus")
        }
        window.simulateKeyPress(KeyPress(.enter))
        settle()
    }

    /// Flips a switch or check box.
    public static func toggle(_ toggle: Switch) throws {
        try click(reach(toggle, as: (any NativeToggle).self, doing: "toggle"), label: label(of: toggle), doing: "toggle")
    }

    /// Asks the window to close as the window manager's close button would.
    public static func requestClose(_ window: Window) {
        window.native.simulateCloseRequest()
        settle()
    }

    /// Clicks the close button GTK shows at the end of the window's header bar (a presented
    /// window's, a navigation window's); throws when it shows none.
    public static func tapWindowCloseButton(in window: Window) throws {
        guard let bar = window.native.titlebar as? any NativeHeaderBar else {
            throw InteractionError("'\(window.title)' has no header bar")
        }
        guard bar.simulateCloseButtonClick() else {
            throw InteractionError("'\(window.title)''s header bar shows no close button")
        }
        settle()
    }

    /// Presses the back button of the window's navigation header bar.
    public static func pressBack(in window: Window) throws {
        let navigation = try self.navigation(of: window)
        guard !navigation.backButton.isHidden else {
            throw InteractionError("can't press back in '\(window.title)': the back button is hidden (nothing to go back to)")
        }
        try tap(navigation.backButton)
    }

    /// Presses the close button of the window's navigation header bar (a branch's).
    public static func pressClose(in window: Window) throws {
        guard let close = try navigation(of: window).closeButton else {
            throw InteractionError("can't press close in '\(window.title)': its header bar has no close button")
        }
        try tap(close)
    }

    /// Clicks the header-bar button titled `title`, or, for a button showing an icon, the one
    /// whose accessible label is `title` (what a screen reader announces; the back button is
    /// "Back").
    public static func tapHeaderButton(_ title: String, in window: Window) throws {
        guard let bar = window.native.titlebar as? any NativeHeaderBar else {
            throw InteractionError("'\(window.title)' has no header bar")
        }
        let buttons = bar.nativeChildren.compactMap { $0 as? any NativeButton }
        guard let button = buttons.first(where: { $0.title == title })
                ?? buttons.first(where: { $0.accessibleLabel == title }) else {
            throw InteractionError("'\(window.title)' has no header-bar button titled or labelled '\(title)'")
        }
        try checkReachable(button, label: "header-bar button '\(title)'", doing: "tap")
        try click(button, label: "header-bar button '\(title)'", doing: "tap")
    }

    /// Moves the pointer off every window, where a person working with the keyboard leaves
    /// it. On GTK 4 clicks go through the X server and leave the real pointer where they
    /// clicked, and GTK treats the widget under it as hovered: a menu opening under it focuses
    /// the item there (when GTK next updates the pointer's crossing, maybe after the next key),
    /// not the first. GTK 3's made-up events and headless move no pointer: nothing to do there.
    public static func movePointerAway() {
        #if GTK4
        if TestBackend.isGtk { Gtk4XInput.movePointerAway() }
        #endif
        settle()
    }

    /// Presses a key while `window` has the keyboard focus. As with a real keyboard, a modal
    /// window that is up gets the key instead. A Tab that no handler takes moves the focus to
    /// the next widget, as GTK's key binding does. What is pending runs first, as it would
    /// between two things a person does (GTK takes in new accelerators when idle).
    public static func press(_ key: KeyPress, in window: Window) {
        settle()
        window.native.simulateKeyPress(key)
        settle()
    }

    private static func navigation(of window: Window) throws -> NavigationController {
        guard let navigation = window.controller as? NavigationController else {
            throw InteractionError("'\(window.title)' shows no navigation controller")
        }
        return navigation
    }

    /// Lets the backend process pending events (redraws, idle work). Every interaction ends
    /// here, so this is also where a parity run records what is on screen (`ParityRecorder`).
    public static func settle() {
        Backends.current.processPendingEvents()
        ParityRecorder.recordScreen()
    }

    // MARK: Checks

    static func checkReachable(_ view: View, doing verb: String) throws {
        try checkReachable(view.native, label: label(of: view), doing: verb)
    }

    /// The generic reach of every call: the view checked reachable (`checkReachable`), then
    /// its native widget as the protocol the call drives.
    static func reach<Native>(_ view: View, as _: Native.Type, doing verb: String) throws -> Native {
        try checkReachable(view, doing: verb)
        guard let native = view.native as? Native else {
            throw InteractionError("\(Swift.type(of: view)) has no native \(Native.self)")
        }
        return native
    }

    /// The window on screen a person must see the view in, or why not.
    static func shownWindow(of view: View, doing verb: String) throws -> any NativeWindow {
        guard let window = window(of: view.native), window.isShown else {
            throw InteractionError("can't \(verb) \(label(of: view)): it is not in a window on screen")
        }
        return window
    }

    /// Settles after a simulated input that answers why a person could not do it (nil: done).
    static func perform(_ refusal: String?, _ failure: @autoclosure () -> String) throws {
        if let refusal { throw InteractionError("\(failure()): \(refusal)") }
        settle()
    }

    /// Visible, sensitive, and in a window no modal window blocks: while a modal window (an
    /// app's or a standard one) is up, GTK sends the pointer and keyboard of the other
    /// windows to it.
    static func checkReachable(_ widget: any NativeWidget, label: String, doing verb: String) throws {
        guard widget.isEffectivelyVisible else {
            throw InteractionError("can't \(verb) \(label): it (or a container of it) is hidden")
        }
        guard widget.isEffectivelySensitive else {
            throw InteractionError("can't \(verb) \(label): it (or a container of it) is insensitive")
        }
        guard let window = window(of: widget) else { return }
        if let modal = Backends.current.shownWindows.last(where: \.isModal), modal !== window {
            throw InteractionError("can't \(verb) \(label): the modal window '\(modal.title)' blocks its window '\(window.title)'")
        }
        // A modal standard window (the shortcuts window) holds no view, so it is not among
        // the shown windows, but GTK's grab gives it every other window's input all the same.
        if let modal = Application.shownStandardWindows.last(where: \.isModal) {
            throw InteractionError("can't \(verb) \(label): the modal window '\(modal.title)' blocks its window '\(window.title)'")
        }
    }

    static func label(of view: View) -> String {
        if let button = view as? Button {
            return "button '\(button.icon == nil ? button.title : button.accessibleLabel ?? "")'"
        }
        if let name = view.widgetName { return "\(Swift.type(of: view)) '\(name)'" }
        return "\(Swift.type(of: view))"
    }
}
