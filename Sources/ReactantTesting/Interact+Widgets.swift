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
        try reach(view, doing: verb)
        guard let native = view.native as? any NativeTextView else { throw InteractionError("TextView has no native text view") }
        guard native.isEditable else { throw InteractionError("can't \(verb) \(name(of: view)): it is not editable") }
        guard let window = enclosingWindow(of: native), window.isShown else {
            throw InteractionError("can't \(verb) \(name(of: view)): it is not in a window on screen")
        }
        native.grabFocus()
        native.cursorPosition = Int.max
        return (native, window)
    }

    /// Types into a search field at the end of its text, as `type(_:into:)` for a text field:
    /// a click into it, then a key press a character. The search is reported once the person
    /// pauses: `wait(seconds: 0.2)` after it.
    public static func type(_ text: String, into field: SearchField) throws {
        try reach(field, doing: "type into")
        guard let entry = field.native as? any NativeSearchEntry else { throw InteractionError("SearchField has no native entry") }
        guard let window = enclosingWindow(of: entry), window.isShown else {
            throw InteractionError("can't type into \(name(of: field)): it is not in a window on screen")
        }
        entry.simulatePointerClick()
        if !entry.isFocus { entry.grabFocus() }
        entry.cursorPosition = -1
        typeKeys(text, in: window) { entry.simulateTyping($0) }
        settle()
    }

    /// Picks `model` from the drop-down's list.
    public static func choose<Model: Equatable>(_ model: Model, in dropDown: DropDown<Model>) throws {
        try reach(dropDown, doing: "choose from")
        guard let index = dropDown.models.firstIndex(of: model) else {
            throw InteractionError("can't choose \(model) in \(name(of: dropDown)): it is not one of its models")
        }
        guard let combo = dropDown.native as? any NativeComboBox else { throw InteractionError("DropDown has no native combo box") }
        combo.simulateSelect(index)
        settle()
    }

    /// Clicks the button of `model` in a radio group or segmented choice.
    public static func choose<Model: Equatable>(_ model: Model, in group: ChoiceGroup<Model>) throws {
        try reach(group, doing: "choose in")
        guard let index = group.models.firstIndex(of: model) else {
            throw InteractionError("can't choose \(model) in \(name(of: group)): it is not one of its models")
        }
        guard let native = group.native as? any NativeChoiceGroup else { throw InteractionError("no native choice group") }
        if let refusal = native.simulateSelect(index) {
            throw InteractionError("can't choose \(model) in \(name(of: group)): \(refusal)")
        }
        settle()
    }

    /// Enters `value` as a person would: typed into a spin button and confirmed, or dragged to
    /// on a slider (which rounds it to its digits). GTK clamps it into the range, also a
    /// number too large for a Double (±infinity stands for one). NaN is no number a person
    /// can type or drag to: it throws.
    public static func enter(_ value: Double, in input: NumberInput) throws {
        try reach(input, doing: "enter a value in")
        guard !value.isNaN else { throw InteractionError("a person can't enter NaN in \(name(of: input)): it is not a number") }
        guard let native = input.native as? any NativeNumberInput else { throw InteractionError("no native number input") }
        native.simulateUserValue(value)
        settle()
    }

    /// Clicks an expander's title.
    public static func toggle(_ expander: Expander) throws {
        try reach(expander, doing: "toggle")
        guard let native = expander.native as? any NativeExpander else { throw InteractionError("no native expander") }
        if let refusal = native.simulateToggle() {
            throw InteractionError("can't toggle \(name(of: expander)): \(refusal)")
        }
        settle()
    }

    /// Clicks the switcher button of page `index`.
    public static func selectTab(_ index: Int, in tabs: TabView) throws {
        try reach(tabs, doing: "switch tabs in")
        guard tabs.pages.indices.contains(index) else {
            throw InteractionError("can't select tab \(index) of \(name(of: tabs)): it has \(tabs.pages.count)")
        }
        guard let native = tabs.native as? any NativeTabs else { throw InteractionError("no native tabs") }
        if let refusal = native.simulateSelect(index) {
            throw InteractionError("can't select tab \(index) of \(name(of: tabs)): \(refusal)")
        }
        settle()
    }

    /// Clicks a link button.
    public static func tap(_ link: LinkButton) throws {
        try reach(link, doing: "tap")
        guard let native = link.native as? any NativeLinkButton else { throw InteractionError("no native link button") }
        try click(native, label: name(of: link), doing: "tap")
    }

    /// Clicks an info bar's button, or its close button for `.closed`.
    public static func respond(_ response: InfoBarResponse, in bar: InfoBar) throws {
        try reach(bar, doing: "answer")
        guard let native = bar.native as? any NativeInfoBar else { throw InteractionError("no native info bar") }
        switch response {
        case .button(let index):
            guard bar.buttons.indices.contains(index) else {
                throw InteractionError("can't click button \(index) of \(name(of: bar)): it has \(bar.buttons.count)")
            }
            if let refusal = native.simulateResponse(index) {
                throw InteractionError("can't click button \(index) of \(name(of: bar)): \(refusal)")
            }
        case .closed:
            guard bar.showsCloseButton else { throw InteractionError("can't close \(name(of: bar)): it has no close button") }
            if let refusal = native.simulateResponse(nil) {
                throw InteractionError("can't close \(name(of: bar)): \(refusal)")
            }
        }
        settle()
    }

    /// Moves the focus to `view` and presses `key` in its window, as a person would with the
    /// keyboard. The view must be in a shown window and able to take the focus.
    public static func press(_ key: KeyPress, on view: View) throws {
        try reach(view, doing: "press \(key) on")
        guard let window = enclosingWindow(of: view.native), window.isShown else {
            throw InteractionError("can't press \(key) on \(name(of: view)): it is not in a shown window")
        }
        if !view.hasFocus { view.focus() }
        guard view.hasFocus else {
            throw InteractionError("can't press \(key) on \(name(of: view)): it can't take the keyboard focus")
        }
        window.simulateKeyPress(key)
        settle()
    }

    /// Lets `seconds` pass (GTK's main loop runs meanwhile; headless, the virtual clock moves),
    /// for what waits on time, such as a search field's delayed search.
    public static func wait(seconds: Double) {
        Backends.current.processEvents(for: seconds)
    }

    // MARK: Checks

    private static func reach(_ view: View, doing verb: String) throws {
        guard view.native.isEffectivelyVisible else {
            throw InteractionError("can't \(verb) \(name(of: view)): it (or a container of it) is hidden")
        }
        guard view.native.isEffectivelySensitive else {
            throw InteractionError("can't \(verb) \(name(of: view)): it (or a container of it) is insensitive")
        }
        if let window = enclosingWindow(of: view.native),
           let modal = Backends.current.shownWindows.last(where: \.isModal), modal !== window {
            throw InteractionError("can't \(verb) \(name(of: view)): the modal window '\(modal.title)' blocks its window '\(window.title)'")
        }
    }

    private static func enclosingWindow(of widget: any NativeWidget) -> (any NativeWindow)? {
        var top: any NativeWidget = widget
        while let parent = top.nativeParent { top = parent }
        return top as? any NativeWindow
    }

    private static func name(of view: View) -> String {
        view.widgetName.map { "\(Swift.type(of: view)) '\($0)'" } ?? "\(Swift.type(of: view))"
    }
}
