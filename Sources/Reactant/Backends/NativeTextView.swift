import Glibc
/// Multi-line text: a GtkTextView in a GtkScrolledWindow, with a hint shown while it is empty
/// (GTK 3's text view has no placeholder; a dim label lies over it in a GtkOverlay).
///
/// Positions count characters as GtkTextIter offsets do (Unicode scalars). Text set or inserted
/// is cut at its first NUL character: GtkTextBuffer is handed C strings (length -1), which end
/// there (given the length, it refuses the whole text with a critical instead; checked against
/// GTK 3.24).
@MainActor
public protocol NativeTextView: NativeWidget {
    /// The whole text. Setting it from code puts the cursor at the end, as
    /// gtk_text_buffer_set_text leaves it, and reports no change.
    var text: String { get set }
    /// Wraps long lines at word (else character) boundaries instead of scrolling sideways.
    var wraps: Bool { get set }
    /// Whether the text shows in a fixed-width font (GtkTextView's monospace), for code or tables
    /// of text.
    var isMonospace: Bool { get set }
    /// Whether a person can change the text (GtkTextView's editable); a read-only view still lets a
    /// person select and copy.
    var isEditable: Bool { get set }
    /// Whether Tab inserts a tab character (GTK's default) instead of moving the focus on.
    var acceptsTab: Bool { get set }
    /// A dim text shown over the view while it is empty.
    var hint: String? { get set }
    /// Whether the hint shows now (there is one and the text is empty).
    var isHintShown: Bool { get }
    /// Where typing inserts, in characters; clamped to the text.
    var cursorPosition: Int { get set }
    /// The selected characters, nil when nothing is selected.
    var selection: Range<Int>? { get }
    /// Selects `range` (clamped); the cursor goes to its end. An empty range deselects.
    func select(_ range: Range<Int>)
    /// Called after every change a person makes (GtkTextBuffer's "changed"), with the text.
    func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection
    /// Types `text` at the cursor as a keyboard would: the selection is deleted first (one
    /// change), then one insertion (one change) per character. Does nothing when not editable.
    func simulateTyping(_ text: String)
    /// Pastes `text` at the cursor in one insertion (after deleting the selection), as Ctrl+V.
    func simulatePaste(_ text: String)
}

/// GtkTextBuffer's treatment of text handed to it.
public enum TextViewText {
    /// `text` up to its first NUL character, and whether anything was cut.
    public static func cutAtNul(_ text: String) -> (text: String, wasCut: Bool) {
        // A byte scan (memchr): in UTF-8 a 0 byte is only ever the NUL character. Decoding
        // scalars cost a tenth of a second on a pasted 10 MiB.
        var text = text
        let offset = text.withUTF8 { bytes -> Int? in
            guard let base = bytes.baseAddress, let nul = memchr(base, 0, bytes.count) else { return nil }
            return UnsafeRawPointer(nul) - UnsafeRawPointer(base)
        }
        guard let offset else { return (text, false) }
        return (String(decoding: text.utf8.prefix(offset), as: UTF8.self), true)
    }

    /// What of `text` a typing or paste inserts: up to a NUL, with a warning when something
    /// was left out.
    @MainActor
    static func cutForInsertion(_ text: String) -> String {
        let (kept, wasCut) = cutAtNul(text)
        if wasCut {
            Diagnostics.warning("A text view was given text with a NUL character; GtkTextBuffer ends text there, so only the \(kept.unicodeScalars.count) character(s) before it go in.")
        }
        return kept
    }
}
