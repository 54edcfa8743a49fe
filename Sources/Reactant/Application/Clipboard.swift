/// The desktop's clipboard, for text: what Ctrl+C copies and Ctrl+V pastes (GtkClipboard's
/// CLIPBOARD selection on GTK; an in-memory one headless).
///
///     Clipboard.copy(name)
///     Clipboard.readText { text in if let text { field.componentState = text } }
///
/// Reading is asynchronous because the text may belong to another app, which GTK asks for
/// it; the answer comes on the main loop (nil when the clipboard holds no text). A copied
/// text stays available after the app quits when a clipboard manager runs.
@MainActor
public enum Clipboard {
    /// Puts `text` on the clipboard. GTK's clipboard carries C strings: text with a NUL
    /// character is cut there, with a warning.
    public static func copy(_ text: String) {
        var text = text
        if let nul = text.firstIndex(of: "\0") {
            Diagnostics.warning("Clipboard.copy: the text has a NUL character at offset \(text.distance(from: text.startIndex, to: nul)); only the text before it is copied.")
            text = String(text[..<nul])
        }
        Backends.current.shell.setClipboardText(text)
    }

    /// Reads the clipboard's text and calls `completion` with it later, on the main loop.
    public static func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        Backends.current.shell.requestClipboardText(completion)
    }
}
