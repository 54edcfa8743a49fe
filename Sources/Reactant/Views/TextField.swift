/// A one-line text entry (GtkEntry), and a component: its state is the text, and it reports
/// the text as an action after every edit a person makes.
///
/// Setting `componentState` from code changes the text without reporting an action, so a
/// root view can push its state into the field on every keystroke without an echo.
@MainActor
public final class TextField: WidgetComponent<String, String>, EntryComponent {
    let entry: any NativeEntry
    private let submitSubject = PassthroughSubject<String, Never>()

    /// A one-line entry holding `text`, with `placeholder` shown while it is empty.
    public init(text: String = "", placeholder: String? = nil) {
        entry = Backends.current.makeEntry()
        super.init(native: entry, ownerName: "TextField")
        entry.placeholder = placeholder
        componentState = text
        _ = entry.onChanged { [weak self] text in
            guard let self else { return }
            componentState = text
            perform(action: text)
        }
        _ = entry.onActivate { [weak self] in
            guard let self else { return }
            submitSubject.send(entry.text)
        }
    }

    /// Puts `componentState` in the entry, unless it holds that text already.
    public override func update() { showStateInEntry() }

    /// Hides the characters (for passwords).
    @NativeProperty(\TextField.entry.isSecure) public var isSecure: Bool

    /// The text, each time the person presses Enter in the field.
    public var submit: Observable<String> { submitSubject.eraseToAnyPublisher() }
}
