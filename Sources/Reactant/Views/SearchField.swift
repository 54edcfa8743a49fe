/// A search field (GtkSearchEntry), and a component: its state is the text; its action is the
/// text once the person paused typing (GTK waits 150 ms), not every keystroke.
///
///     let search = SearchField(placeholder: tr("Search names"))
///     // in `actions`: search.action.map(Action.search)
@MainActor
public final class SearchField: WidgetComponent<String, String> {
    private let entry: any NativeSearchEntry
    private let stopSubject = PassthroughSubject<Void, Never>()

    public init(text: String = "", placeholder: String? = nil) {
        entry = Backends.current.makeSearchEntry()
        super.init(native: entry, ownerName: "SearchField")
        entry.placeholder = placeholder
        componentState = text
        _ = entry.onChanged { [weak self] text in self?.core.storeWithoutUpdate(text) }
        _ = entry.onSearchChanged { [weak self] text in self?.perform(action: text) }
        _ = entry.onStopSearch { [weak self] in self?.stopSubject.send() }
    }

    public override func update() {
        if entry.text != componentState { entry.text = componentState }
    }

    public var text: String {
        get { entry.text }
        set { componentState = newValue }
    }

    public var placeholder: String? {
        get { entry.placeholder }
        set { entry.placeholder = newValue }
    }

    /// A value each time the person presses Escape in the field (GtkSearchEntry's stop-search).
    public var stopSearch: Observable<Void> { stopSubject.eraseToAnyPublisher() }
}
