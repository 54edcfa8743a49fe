/// A GtkTextView (in its scrolled window) stand-in: the buffer's text, the cursor and the
/// selection bound as GTK keeps them, and the keys a text view binds.
///
/// Checked against GTK 3.24: setting the text puts the cursor at the end; grabbing the focus
/// selects nothing; Tab inserts a tab (accepts-tab); Home and End go to the start and end of
/// the cursor's line; BackSpace and Delete remove the selection, else one character.
@MainActor
public final class HeadlessTextView: HeadlessWidget, NativeTextView {
    /// The text as scalars, since every position counts scalars.
    private var scalars = String.UnicodeScalarView()
    private var cursor = 0
    /// The other end of the selection (GTK's selection_bound mark); equal to the cursor when
    /// nothing is selected.
    private var anchor = 0
    /// Whether long lines wrap, kept as set.
    public var wraps = false
    /// Whether the text uses a fixed-width font, kept as set.
    public var isMonospace = false
    /// Whether typing, pasting and editing keys change the text; true for a new view.
    public var isEditable = true
    /// Whether Tab inserts a tab (true for a new view) instead of moving the focus on.
    public var acceptsTab = true
    /// The hint shown while empty; an empty hint reads back as nil.
    public var hint: String? {
        // An empty hint is no hint, as the GTK label that shows it.
        didSet { if hint?.isEmpty == true { hint = nil } }
    }
    /// The buffer's "changed".
    static let changed = HeadlessSignal<@MainActor (String) -> Void>("changed")

    init(backend: HeadlessBackend) {
        super.init(kind: .textView, backend: backend, canFocus: true)
    }

    override var displayName: String { "text view" }

    /// The whole text, cut at a NUL; setting it puts the cursor at the end and calls no handler.
    public var text: String {
        get { String(scalars) }
        set {
            // gtk_text_buffer_set_text emits "changed"; code's change is no person's edit.
            withOwnHandlersBlocked(on: Self.changed) {
                scalars = TextViewText.cutAtNul(newValue).text.unicodeScalars
                cursor = scalars.count
                anchor = cursor
                emitChanged()
            }
        }
    }

    /// True while there is a hint and the text is empty.
    public var isHintShown: Bool { hint != nil && scalars.isEmpty }

    /// Where typing inserts, in Unicode scalars; set values are clamped to the text, and setting it
    /// deselects.
    public var cursorPosition: Int {
        get { cursor }
        set {
            cursor = min(max(0, newValue), scalars.count)
            anchor = cursor
        }
    }

    /// The selected scalars, nil when nothing is selected.
    public var selection: Range<Int>? {
        cursor == anchor ? nil : min(cursor, anchor)..<max(cursor, anchor)
    }

    /// Selects `range`, clamped to the text, with the cursor at its end.
    public func select(_ range: Range<Int>) {
        let lower = min(max(0, range.lowerBound), scalars.count)
        let upper = min(max(0, range.upperBound), scalars.count)
        anchor = lower
        cursor = upper
    }

    /// Called with the text after each edit a test makes (typing, paste, editing keys).
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        connect(Self.changed, handler)
    }

    /// Types `typed` at the cursor, one edit a character (cut at a NUL); does nothing when not
    /// editable.
    public func simulateTyping(_ typed: String) {
        guard isEditable else { return }
        for character in TextViewText.cutForInsertion(typed) {
            insertAtCursor(String(character))
        }
    }

    /// Inserts `pasted` at the cursor in one edit (cut at a NUL); does nothing when not editable.
    public func simulatePaste(_ pasted: String) {
        guard isEditable else { return }
        insertAtCursor(TextViewText.cutForInsertion(pasted))
    }

    /// gtk_text_buffer_insert_interactive_at_cursor after deleting the selection, each a
    /// change of its own.
    private func insertAtCursor(_ inserted: String) {
        deleteSelection()
        let added = inserted.unicodeScalars
        guard !added.isEmpty else { return }
        scalars.insert(contentsOf: added, at: index(cursor))
        cursor += added.count
        anchor = cursor
        emitChanged()
    }

    @discardableResult
    private func deleteSelection() -> Bool {
        guard let range = selection else { return false }
        scalars.removeSubrange(index(range.lowerBound)..<index(range.upperBound))
        cursor = range.lowerBound
        anchor = cursor
        emitChanged()
        return true
    }

    private func index(_ offset: Int) -> String.UnicodeScalarView.Index {
        scalars.index(scalars.startIndex, offsetBy: offset)
    }

    /// GtkTextView's key bindings that the toolkit's tests use; characters type themselves.
    override func handleKey(_ key: KeyPress) -> Bool {
        let plain = key.modifiers.subtracting(.shift).isEmpty
        switch key.key {
        case .backspace where plain, .delete where plain:
            guard isEditable, !deleteSelection() else { return true }
            let target = key.key == .backspace ? cursor - 1 : cursor + 1
            guard target >= 0, target <= scalars.count else { return true }
            let range = min(target, cursor)..<max(target, cursor)
            scalars.removeSubrange(index(range.lowerBound)..<index(range.upperBound))
            cursor = range.lowerBound
            anchor = cursor
            emitChanged()
            return true
        case .left where plain, .right where plain:
            cursorPosition = key.key == .left ? cursor - 1 : cursor + 1
            return true
        case .home where plain, .end where plain:
            cursorPosition = key.key == .home ? lineStart() : lineEnd()
            return true
        case .enter where plain:
            if isEditable { insertAtCursor("\n") }
            return true
        case .tab where key.modifiers.isEmpty && acceptsTab:
            if isEditable { insertAtCursor("\t") }
            return true
        case .character("a") where key.modifiers == .control:
            select(0..<scalars.count)
            return true
        case .character(let character) where plain:
            if isEditable { insertAtCursor(String(character)) }
            return true
        default:
            return false
        }
    }

    private func lineStart() -> Int {
        var offset = cursor
        while offset > 0, scalars[index(offset - 1)] != "\n" { offset -= 1 }
        return offset
    }

    private func lineEnd() -> Int {
        var offset = cursor
        while offset < scalars.count, scalars[index(offset)] != "\n" { offset += 1 }
        return offset
    }

    private func emitChanged() {
        let current = text
        emit(Self.changed) { $0(current) }
    }
}

extension HeadlessBackend { public func makeTextView() -> any NativeTextView { HeadlessTextView(backend: self) } }
