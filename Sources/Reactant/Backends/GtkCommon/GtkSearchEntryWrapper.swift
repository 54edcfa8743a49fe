#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkSearchEntry (in GTK 4 a GtkEditable, not a GtkEntry). GTK emits search-changed 150 ms
/// after every change, also one made by code; only those after a person's edit are passed on.
@MainActor
final class GtkSearchEntryWrapper: GtkEntryWrapper, NativeSearchEntry {
    /// Set by a person's edit (our "changed" handler sleeps while code sets the text).
    private var editedByPerson = false

    override init() {
        super.init(widget: gtk_search_entry_new(), kind: .searchEntry)
        connect("changed") { [weak self] _ in
            self?.editedByPerson = true
            return false
        }
        // After every handler of this search: the next one waits for another edit.
        connect("search-changed", after: true) { [weak self] _ in
            self?.editedByPerson = false
            return false
        }
    }

    override var displayName: String { "search entry" }
#if GTK4
    override class var canBeSecure: Bool { false }
#endif

    func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let editable = GObjectBridge.opaque(widget)
        return connect("search-changed") { [weak self] _ in
            guard let self, editedByPerson else { return false }
            handler(Self.text(of: editable))
            return false
        }
    }

    func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("stop-search") { _ in handler(); return false }
    }
}

extension GtkBackend {
    public func makeSearchEntry() -> any NativeSearchEntry { GtkSearchEntryWrapper() }
}
#endif // GTK3 || GTK4
