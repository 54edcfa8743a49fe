import Reactant

/// Drives views the way a person would, on either backend.
///
/// Every call first checks that a person *could* do it (the view is visible and sensitive,
/// including all its containers) and throws `InteractionError` when not, so a test never
/// clicks a button the user couldn't reach. Then it goes through the backend's real input
/// path: on GTK, `gtk_button_clicked`, `gtk_editable_insert_text`, … emit the real signals.
@MainActor
public enum Interact {
    /// Clicks a button.
    public static func tap(_ button: Button) throws {
        try checkReachable(button, doing: "tap")
        try nativeButton(button).simulateClick()
        settle()
    }

    /// Clicks a button with the pointer: it enters, presses and releases in the button's
    /// middle, events GTK's own gesture turns into the click (`tap` emits the click itself).
    public static func click(_ button: Button) throws {
        try checkReachable(button, doing: "click")
        try nativeButton(button).simulatePointerClick()
        settle()
    }

    /// Clicks a component button.
    public static func tap<State, Action>(_ button: ButtonBase<State, Action>) throws {
        try checkReachable(button, doing: "tap")
        try nativeButton(button).simulateClick()
        settle()
    }

    /// Clicks into the field after its last character, as a person does with the pointer: the
    /// field takes the keyboard focus (and a `FormField` counts as visited once the focus
    /// leaves it again). A person can only click a field in a window on screen.
    public static func tap(_ field: TextField) throws {
        try checkReachable(field, doing: "click into")
        guard let window = window(of: field.native), window.isShown else {
            throw InteractionError("can't click into \(label(of: field)): it is not in a window on screen")
        }
        try nativeEntry(field, requireEditable: false).simulatePointerClick()
        settle()
    }

    /// Types `text` at the end of the field's text, one character (and one change) at a
    /// time, as a person who clicked into the field after its last character. The field takes
    /// keyboard focus, as it would from that click (a real click when the field is in a
    /// window on screen, as `tap(_:)`; a field in no window only takes the focus).
    public static func type(_ text: String, into field: TextField) throws {
        try focusedAtEnd(field, doing: "type into").simulateTyping(text)
        settle()
    }

    /// Pastes `text` at the end of the field's text in one edit, as a person who clicked after
    /// the last character and pressed Ctrl+V. The entry keeps only what fits its limit
    /// (`EntryText.maximumBytes`).
    public static func paste(_ text: String, into field: TextField) throws {
        try focusedAtEnd(field, doing: "paste into").simulatePaste(text)
        settle()
    }

    /// The field's entry after the click a person makes behind its last character: checked
    /// reachable, focused, cursor at the end.
    private static func focusedAtEnd(_ field: TextField, doing verb: String) throws -> any NativeEntry {
        try checkReachable(field, doing: verb)
        let entry = try nativeEntry(field)
        if window(of: entry)?.isShown == true { entry.simulatePointerClick() }
        if !entry.isFocus { entry.grabFocus() }
        entry.cursorPosition = -1
        return entry
    }

    private static func window(of widget: any NativeWidget) -> (any NativeWindow)? {
        var top: any NativeWidget = widget
        while let parent = top.nativeParent { top = parent }
        return top as? any NativeWindow
    }

    /// Selects all text in the field and deletes it.
    public static func clear(_ field: TextField) throws {
        try checkReachable(field, doing: "clear")
        try nativeEntry(field).simulateClear()
        settle()
    }

    /// Presses Enter in the field.
    public static func submit(_ field: TextField) throws {
        try checkReachable(field, doing: "press Enter in")
        try nativeEntry(field).simulateActivate()
        settle()
    }

    /// Flips a switch or check box.
    public static func toggle(_ toggle: Switch) throws {
        try checkReachable(toggle, doing: "toggle")
        guard let native = toggle.native as? any NativeToggle else {
            throw InteractionError("\(Swift.type(of: toggle)) has no native toggle")
        }
        native.simulateToggle()
        settle()
    }

    /// Asks the window to close as the window manager's close button would.
    public static func requestClose(_ window: Window) {
        window.native.simulateCloseRequest()
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
        button.simulateClick()
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

    private static func checkReachable(_ view: View, doing verb: String) throws {
        try checkReachable(view.native, label: label(of: view), doing: verb)
    }

    /// Visible, sensitive, and in a window no modal window blocks: while a modal window is up,
    /// GTK sends the pointer and keyboard of the other windows to it.
    static func checkReachable(_ widget: any NativeWidget, label: String, doing verb: String) throws {
        guard widget.isEffectivelyVisible else {
            throw InteractionError("can't \(verb) \(label): it (or a container of it) is hidden")
        }
        guard widget.isEffectivelySensitive else {
            throw InteractionError("can't \(verb) \(label): it (or a container of it) is insensitive")
        }
        if let window = window(of: widget),
           let modal = Backends.current.shownWindows.last(where: \.isModal), modal !== window {
            throw InteractionError("can't \(verb) \(label): the modal window '\(modal.title)' blocks its window '\(window.title)'")
        }
    }

    private static func nativeButton(_ view: View) throws -> any NativeButton {
        guard let native = view.native as? any NativeButton else {
            throw InteractionError("\(Swift.type(of: view)) has no native button")
        }
        return native
    }

    private static func nativeEntry(_ field: TextField, requireEditable: Bool = true) throws -> any NativeEntry {
        guard let native = field.native as? any NativeEntry else {
            throw InteractionError("TextField has no native entry")
        }
        guard native.isEditable || !requireEditable else {
            throw InteractionError("can't type into \(label(of: field)): it is not editable")
        }
        return native
    }

    private static func label(of view: View) -> String {
        if let button = view as? Button {
            return "button '\(button.icon == nil ? button.title : button.accessibleLabel ?? "")'"
        }
        if let name = view.name { return "\(Swift.type(of: view)) '\(name)'" }
        return "\(Swift.type(of: view))"
    }
}
