/// What a screen reader calls a row or an item that has no name of its own: the texts its
/// labels show, in order ("Ada Lovelace"; "Wi-Fi, Connected" for a cell with two labels).
/// Tables and collections name their rows and items so when they bind them.
@MainActor
enum ContentName {
    /// The visible labels' texts inside `widget`, joined by ", "; nil when it shows none.
    static func of(_ widget: any NativeWidget) -> String? {
        var texts: [String] = []
        collect(widget, into: &texts)
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    private static func collect(_ widget: any NativeWidget, into texts: inout [String]) {
        guard widget.isVisible else { return }
        if let label = widget as? any NativeLabel, !label.text.isEmpty { texts.append(label.text) }
        for child in widget.nativeChildren { collect(child, into: &texts) }
    }
}
