/// A search field (GtkSearchEntry), and a component: its state is the text; its action is the
/// text once the person paused typing (GTK waits 150 ms), not every keystroke.
///
///     let search = SearchField(placeholder: tr("Search names"))
///     // in `actions`: search.action.map(Action.search)
@MainActor
public final class SearchField: WidgetComponent<String, String>, EntryComponent {
    let entry: any NativeEntry
    private let stopSubject = PassthroughSubject<Void, Never>()

    /// A search entry holding `text`, with `placeholder` shown while it is empty.
    public init(text: String = "", placeholder: String? = nil) {
        let search = Backends.current.makeSearchEntry()
        entry = search
        super.init(native: search, ownerName: "SearchField")
        search.placeholder = placeholder
        componentState = text
        _ = search.onChanged { [weak self] text in self?.core.storeWithoutUpdate(text) }
        _ = search.onSearchChanged { [weak self] text in self?.perform(action: text) }
        _ = search.onStopSearch { [weak self] in self?.stopSubject.send() }
    }

    /// Puts `componentState` in the entry, unless it holds that text already.
    public override func update() { showStateInEntry() }

    /// A value each time the person presses Escape in the field (GtkSearchEntry's stop-search).
    public var stopSearch: Observable<Void> { stopSubject.eraseToAnyPublisher() }
}
