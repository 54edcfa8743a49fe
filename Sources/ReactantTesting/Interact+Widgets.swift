import Reactant

/// Driving the wider widget set as a person would. Each call checks first that a person could
/// reach the view (visible and sensitive with all its containers), as the other `Interact`
/// calls do, then goes through the backend's input path.
extension Interact {
    /// Types `text` at the end of the text view, one key press (one change) a character, as a
    /// person who put the cursor after the last character; what no single key types (a new
    /// line, a letter with a combining accent) is committed in one edit, as an input method
    /// does. The view takes the keyboard focus; it must be in a window on screen.
    public static func type(_ text: String, into view: TextView) throws {
        let (native, window) = try editableText(view, doing: "type into")
        typeKeys(text, in: window) { native.simulateTyping($0) }
        settle()
    }

    /// Pastes `text` at the end of the text view in one insertion, as Ctrl+V would (inserted
    /// as GTK's paste inserts it, not read from the clipboard).
    public static func paste(_ text: String, into view: TextView) throws {
        try editableText(view, doing: "paste into").native.simulatePaste(text)
        settle()
    }

    private static func editableText(_ view: TextView, doing verb: String) throws -> (native: any NativeTextView, window: any NativeWindow) {
        let native = try reach(view, as: (any NativeTextView).self, doing: verb)
        guard native.isEditable else { throw InteractionError("can't \(verb) \(label(of: view)): it is not editable") }
        let window = try shownWindow(of: view, doing: verb)
        native.grabFocus()
        native.cursorPosition = Int.max
        return (native, window)
    }

    /// Types into a search field at the end of its text, as `type(_:into:)` for a text field:
    /// a click into it, then a key press a character. The search is reported once the person
    /// pauses: `wait(seconds: 0.2)` after it.
    public static func type(_ text: String, into field: SearchField) throws {
        let entry = try reach(field, as: (any NativeSearchEntry).self, doing: "type into")
        let window = try shownWindow(of: field, doing: "type into")
        entry.simulatePointerClick()
        if !entry.isFocus { entry.grabFocus() }
        entry.cursorPosition = -1
        typeKeys(text, in: window) { entry.simulateTyping($0) }
        settle()
    }

    /// Picks `model` from the drop-down's list.
    public static func choose<Model: Equatable>(_ model: Model, in dropDown: DropDown<Model>) throws {
        let combo = try reach(dropDown, as: (any NativeComboBox).self, doing: "choose from")
        guard let index = dropDown.models.firstIndex(of: model) else {
            throw InteractionError("can't choose \(model) in \(label(of: dropDown)): it is not one of its models")
        }
        combo.simulateSelect(index)
        settle()
    }

    /// Clicks the button of `model` in a radio group or segmented choice.
    public static func choose<Model: Equatable>(_ model: Model, in group: ChoiceGroup<Model>) throws {
        let native = try reach(group, as: (any NativeChoiceGroup).self, doing: "choose in")
        guard let index = group.models.firstIndex(of: model) else {
            throw InteractionError("can't choose \(model) in \(label(of: group)): it is not one of its models")
        }
        try perform(native.simulateSelect(index), "can't choose \(model) in \(label(of: group))")
    }

    /// Enters `value` as a person would: typed into a spin button and confirmed, or dragged to
    /// on a slider (which rounds it to its digits). GTK clamps it into the range, also a
    /// number too large for a Double (±infinity stands for one). NaN is no number a person
    /// can type or drag to: it throws.
    public static func enter(_ value: Double, in input: NumberInput) throws {
        let native = try reach(input, as: (any NativeNumberInput).self, doing: "enter a value in")
        guard !value.isNaN else { throw InteractionError("a person can't enter NaN in \(label(of: input)): it is not a number") }
        native.simulateUserValue(value)
        settle()
    }

    /// Clicks an expander's title.
    public static func toggle(_ expander: Expander) throws {
        let native = try reach(expander, as: (any NativeExpander).self, doing: "toggle")
        try perform(native.simulateToggle(), "can't toggle \(label(of: expander))")
    }

    /// Clicks the switcher button of page `index`.
    public static func selectTab(_ index: Int, in tabs: TabView) throws {
        let native = try reach(tabs, as: (any NativeTabs).self, doing: "switch tabs in")
        guard tabs.pages.indices.contains(index) else {
            throw InteractionError("can't select tab \(index) of \(label(of: tabs)): it has \(tabs.pages.count)")
        }
        try perform(native.simulateSelect(index), "can't select tab \(index) of \(label(of: tabs))")
    }

    /// Clicks a link button.
    public static func tap(_ link: LinkButton) throws {
        try click(reach(link, as: (any NativeLinkButton).self, doing: "tap"), label: label(of: link), doing: "tap")
    }

    /// Clicks an info bar's button, or its close button for `.closed`.
    public static func respond(_ response: InfoBarResponse, in bar: InfoBar) throws {
        let native = try reach(bar, as: (any NativeInfoBar).self, doing: "answer")
        switch response {
        case .button(let index):
            guard bar.buttons.indices.contains(index) else {
                throw InteractionError("can't click button \(index) of \(label(of: bar)): it has \(bar.buttons.count)")
            }
            try perform(native.simulateResponse(index), "can't click button \(index) of \(label(of: bar))")
        case .closed:
            guard bar.showsCloseButton else { throw InteractionError("can't close \(label(of: bar)): it has no close button") }
            try perform(native.simulateResponse(nil), "can't close \(label(of: bar))")
        }
    }

    /// Moves the focus to `view` and presses `key` in its window, as a person would with the
    /// keyboard. The view must be in a shown window and able to take the focus.
    public static func press(_ key: KeyPress, on view: View) throws {
        try checkReachable(view, doing: "press \(key) on")
        guard let window = window(of: view.native), window.isShown else {
            throw InteractionError("can't press \(key) on \(label(of: view)): it is not in a shown window")
        }
        if !view.hasFocus { view.focus() }
        guard view.hasFocus else {
            throw InteractionError("can't press \(key) on \(label(of: view)): it can't take the keyboard focus")
        }
        window.simulateKeyPress(key)
        settle()
    }

    /// Lets `seconds` pass (GTK's main loop runs meanwhile; headless, the virtual clock moves),
    /// for what waits on time, such as a search field's delayed search.
    public static func wait(seconds: Double) {
        Backends.current.processEvents(for: seconds)
    }
}
