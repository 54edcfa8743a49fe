/// What a screen reader calls a row or an item that has no name of its own: the texts its
/// labels show, in order ("Ada Lovelace"; "Wi-Fi, Connected" for a cell with two labels).
/// Tables and collections name their rows and items so when they bind them.
@MainActor
enum ContentName {
    /// The visible labels' texts inside `widget`, joined by ", "; nil when it shows none.
    static func of(_ widget: any NativeWidget) -> String? {
        // Built as it is found rather than collected and joined: a rebound row is named on
        // every update that changes it, and the array and `joined` cost a change of one row of
        // a 100,000-row table about a fiftieth of its time.
        var name: String?
        collect(widget, into: &name)
        return name
    }

    private static func collect(_ widget: any NativeWidget, into name: inout String?) {
        guard widget.isVisible else { return }
        if let label = widget as? any NativeLabel {
            // The text read once (each read is a call into the toolkit and a new string); a
            // label holds no widgets to look through.
            let text = label.text
            if !text.isEmpty {
                if let known = name { name = known + ", " + text } else { name = text }
            }
            return
        }
        for child in widget.nativeChildren { collect(child, into: &name) }
    }
}
