/// A view whose text a person edits and whose state is that text: `TextField`, `SearchField`
/// and `TextView`.
@MainActor
public protocol TextEditing: AnyObject {
    /// The text as the person sees it; setting it from code reports no action.
    var text: String { get set }
}

/// A one-line field a person types text into: `TextField` and `SearchField`.
@MainActor
public protocol TextEntry: TextEditing {
    /// Grey hint shown while the field is empty.
    var placeholder: String? { get set }
}

/// A `TextEditing` component: it reads the text from its native widget and sets it as its
/// state, which `update()` then shows.
@MainActor
protocol TextComponent: WidgetComponent<String, String>, TextEditing {
    /// The text the native widget shows now.
    var shownText: String { get }
}

extension TextComponent {
    public var text: String {
        get { shownText }
        set { componentState = newValue }
    }
}

/// A `TextEntry` component over a GtkEntry: the hint is the entry's, and `update()` shows the
/// state in it.
@MainActor
protocol EntryComponent: TextComponent, TextEntry {
    var entry: any NativeEntry { get }
}

extension EntryComponent {
    var shownText: String { entry.text }

    public var placeholder: String? {
        get { entry.placeholder }
        set { entry.placeholder = newValue }
    }

    /// `update()`'s work: the entry shows the state, unless it shows it already (the person
    /// typed it; setting it again would move the cursor).
    func showStateInEntry() {
        if entry.text != componentState { entry.text = componentState }
    }
}
