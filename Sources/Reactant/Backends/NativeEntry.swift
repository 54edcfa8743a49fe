/// A one-line text field (GtkEntry): the toolkit's `TextField`.
@MainActor
public protocol NativeEntry: NativeWidget {
    /// The text, at most `EntryText.maximumBytes` bytes of UTF-8: GTK cuts longer text, set
    /// from code or typed, after the last whole Unicode scalar that fits (possibly between a
    /// letter and its combining accent), and an insertion into a full entry inserts nothing but
    /// still counts as an edit.
    var text: String { get set }
    /// Grey text shown while the field is empty (GtkEntry's placeholder-text); nil for none.
    var placeholder: String? { get set }
    /// Hides the characters, for passwords.
    var isSecure: Bool { get set }
    /// Whether a person can change the text (GtkEditable's editable); a read-only field still takes
    /// the focus and lets a person select and copy.
    var isEditable: Bool { get set }
    /// Where typing inserts, in characters (Unicode scalars, as GTK counts); setting a value
    /// past the end (or -1) puts the cursor at the end. Setting `text` moves it to the start.
    var cursorPosition: Int { get set }
    /// Called after every user edit with the new text.
    func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection
    /// Called when the user presses Enter in the field.
    func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// Inserts `text` at the cursor as typing would, one edit (and one `onChanged`) per character.
    func simulateTyping(_ text: String)
    /// Inserts `text` at the cursor in one edit (one `onChanged`), as pasting from the clipboard
    /// does, and moves the cursor past what was inserted.
    func simulatePaste(_ text: String)
    /// Deletes all text as a person selecting it and pressing Delete would (one edit).
    func simulateClear()
    /// Emits "activate" as Enter in the field does, calling the `onActivate` handlers.
    func simulateActivate()
    /// Called when a person presses a pointer button on the entry (GTK's button-press-event),
    /// before the entry takes the focus from that press. Code moving the focus never calls it.
    func onPointerPress(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// A click with the first pointer button at the end of the entry's text area, as a
    /// person's: the press handlers run, then the entry takes the focus with the cursor after
    /// the last character (where the click landed, for a text that fits). As GTK delivers
    /// pointer events, nothing happens unless the entry is on screen (in a shown window, it
    /// and its containers visible and sensitive) and no modal window blocks its window.
    func simulatePointerClick()
}

/// GtkEntry's size limit (its buffer holds at most 65,535 bytes with the terminating NUL),
/// checked against GTK 3.24: a megabyte pasted into an entry keeps its first 65,534 bytes.
public enum EntryText {
    /// The most UTF-8 bytes a GtkEntry keeps; the headless entry cuts its text at the same length.
    public static let maximumBytes = 65_534

    /// `text` up to its first NUL: GTK takes text as C strings, so a label, an entry set from
    /// code or a paste keeps only that much (checked on GTK 3.24 in BackendParityTests).
    public static func cString(_ text: String) -> String {
        guard let nul = text.unicodeScalars.firstIndex(of: "\u{0}") else { return text }
        return String(text.unicodeScalars[..<nul])
    }

    /// The longest prefix of `text`, in whole Unicode scalars, with at most `bytes` UTF-8 bytes.
    public static func prefix(of text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var kept = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            used += UTF8.width(scalar)
            if used > bytes { break }
            kept.append(scalar)
        }
        return String(kept)
    }
}

/// A search field (GtkSearchEntry): an entry with a find icon and a clear icon, which reports
/// the text a moment after the person stops typing (GTK waits 150 ms after the last change;
/// the headless backend's virtual clock waits as long, see `WidgetFactory.processEvents`).
/// Escape emits stop-search and leaves the text alone (GTK 3.24).
@MainActor
public protocol NativeSearchEntry: NativeEntry {
    /// Called with the text once typing paused; text set from code is not reported.
    func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection
    /// Called when a person presses Escape in the field.
    func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
}
