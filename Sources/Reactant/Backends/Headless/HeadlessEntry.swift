/// A GtkEntry stand-in, with the cursor GTK keeps, since typing inserts at it.
///
/// The cursor follows GTK 3.24 exactly (checked against it): setting different text from code
/// puts it at the start (gtk_entry_set_text inserts at 0 and never moves it); grabbing focus
/// puts it at the end when the entry is editable (gtk-entry-select-on-focus selects all);
/// each typed character moves it past that character; clearing puts it at the start.
@MainActor
public class HeadlessEntry: HeadlessWidget, NativeEntry {
    private var contents = ""
    /// Where typing inserts, counted in Unicode scalars as GTK counts characters.
    public var cursorPosition: Int {
        get { cursor }
        set {
            cursor = newValue < 0 ? length : min(newValue, length)
            selectionBound = nil
        }
    }
    private var cursor = 0
    /// The other end of the selection, which runs from here to the cursor; nil for none.
    /// Only what keys need: a focus grab and Ctrl+A select all, Delete and typing replace it.
    private var selectionBound: Int?
    /// The placeholder text, kept as set.
    public var placeholder: String?
    /// Whether the characters are hidden; `text` still reads the real text.
    public var isSecure = false
    /// Whether typing and pasting change the text; true for a new entry.
    public var isEditable = true

    static let changed = HeadlessSignal<@MainActor (String) -> Void>("changed")
    static let activate = HeadlessSignal<@MainActor () -> Void>("activate")
    static let buttonPressEvent = HeadlessSignal<@MainActor () -> Void>("button-press-event")

    init(backend: HeadlessBackend) {
        super.init(kind: .entry, backend: backend, canFocus: true)
    }

    /// For entries of another kind (a search entry).
    init(backend: HeadlessBackend, kind: WidgetKind) {
        super.init(kind: kind, backend: backend, canFocus: true)
    }

    /// Set from code without telling the change handlers (see NativeWidgets.swift).
    public var text: String {
        get { contents }
        set {
            let newValue = EntryText.cString(newValue)
            // gtk_entry_set_text compares bytes (strcmp), not canonical equivalence, and does
            // nothing at all, cursor included, when they are equal.
            guard !newValue.unicodeScalars.elementsEqual(contents.unicodeScalars) else { return }
            withOwnHandlersBlocked(on: Self.changed) {
                // Compared before the cut, as GTK does: setting an over-long text twice resets it.
                contents = EntryText.prefix(of: newValue, bytes: EntryText.maximumBytes)
                cursor = 0
                selectionBound = nil
                emitChanged()
            }
        }
    }

    private var length: Int { contents.unicodeScalars.count }

    /// Called with the new text after each edit a test makes (typing, paste, clear, keys).
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        connect(Self.changed, handler)
    }

    /// Called when Enter is pressed in the field or `simulateActivate()` runs.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(Self.activate, handler)
    }

    /// Inserts each character at the cursor as gtk_editable_insert_text would, then moves the
    /// cursor past it. That insert works on a non-editable entry too (GTK checks `editable`
    /// only in its key handling), so this does as well; whether a person could type here is
    /// for the test driver to check. A character is a Swift `Character`, so a letter with a
    /// combining accent is one edit.
    public func simulateTyping(_ typed: String) {
        for character in typed {
            insertAtCursor(String(character))
        }
    }

    /// One insertion of the whole text, as a clipboard paste.
    public func simulatePaste(_ pasted: String) {
        insertAtCursor(pasted)
    }

    /// gtk_editable_insert_text at the cursor, then the cursor moved past what went in. GTK
    /// keeps only the scalars that fit in the entry's byte limit, and emits "changed" even
    /// when none did (checked against GTK 3.24).
    private func insertAtCursor(_ text: String) {
        // GTK inserts text up to its first NUL, and nothing at all (no "changed") when that
        // leaves nothing: a typed NUL is dropped, a pasted text loses the rest.
        let text = EntryText.cString(text)
        guard !text.isEmpty else { return }
        let room = EntryText.maximumBytes - contents.utf8.count
        let inserted = EntryText.prefix(of: text, bytes: max(room, 0)).unicodeScalars
        var scalars = contents.unicodeScalars
        let insertion = scalars.index(scalars.startIndex, offsetBy: cursor)
        scalars.insert(contentsOf: inserted, at: insertion)
        let cursorAfter = cursor + inserted.count
        contents = String(scalars)
        selectionBound = nil
        emitChanged()
        // Moved after "changed", like gtk_editable_set_position after the insert; clamped
        // as GTK clamps it, in case a handler replaced the text meanwhile.
        cursor = min(cursorAfter, length)
    }

    /// Empties the entry as gtk_editable_delete_text(0, -1) does: an already empty entry
    /// emits no "changed" in GTK, so no handler runs then.
    public func simulateClear() {
        guard !contents.isEmpty else { return }
        contents = ""
        cursor = 0
        selectionBound = nil
        emitChanged()
    }

    /// Calls the `onActivate` handlers, as Enter does.
    public func simulateActivate() {
        emit(Self.activate) { $0() }
    }

    /// Called first by `simulatePointerClick`, before the entry takes the focus.
    public func onPointerPress(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(Self.buttonPressEvent, handler)
    }

    /// GtkEntry's click (checked against GTK 3.24 with a synthesized press and release): the
    /// button-press-event handlers first, then the focus grab; the cursor goes where the
    /// click landed, which is the end of the text. GTK drops pointer events for insensitive
    /// and unmapped widgets, and sends those of a window outside the grab to the grab.
    public func simulatePointerClick() {
        guard let window = rootWindow, window.isVisible, isEffectivelyVisible, isEffectivelySensitive else { return }
        if let grab = backend.currentGrab, grab !== window { return }
        emit(Self.buttonPressEvent) { $0() }
        grabFocus()
        cursorPosition = length
    }

    /// Takes the focus unless insensitive; an editable entry then selects all its text with the
    /// cursor at the end, as GtkEntry does on a focus grab.
    override public func grabFocus() {
        guard isEffectivelySensitive else { return }
        super.grabFocus()
        // GtkEntry selects all on a focus grab, even outside a window, when it is editable;
        // the selection ends at the text's end, where the cursor goes.
        if isEditable {
            cursor = length
            selectionBound = length > 0 ? 0 : nil
        }
    }

    /// GtkEntry's own keys (GTK 3.24's key bindings and input method), which it keeps from the
    /// widgets around it and from the window's accelerators: a character typed without Ctrl or
    /// Alt (inserted, replacing the selection, when editable), Backspace and Delete, the arrows
    /// Left and Right, Home, End, Insert, Ctrl+A (select all), Ctrl+C, Ctrl+X, Ctrl+V, and Enter
    /// (activate). GTK 3's entry has no undo: Ctrl+Z goes on to the window.
    override func handleKey(_ key: KeyPress) -> Bool {
        let control = key.modifiers.contains(.control)
        guard !key.modifiers.contains(.alt) else { return false }
        switch key.key {
        case .character(let character) where !control:
            guard isEditable else { return false }
            deleteSelection()
            insertAtCursor(String(character))
        case .character("a") where control:
            selectionBound = key.modifiers.contains(.shift) ? nil : 0
            if selectionBound != nil { cursor = length }
        case .character("c"), .character("x"), .character("v"):
            return control
        case .backspace, .delete:
            guard isEditable, !deleteSelection() else { return true }
            let target = key.key == .backspace ? cursor - 1 : cursor + 1
            guard (0...length).contains(target) else { return true }
            delete(min(target, cursor)..<max(target, cursor))
        case .left, .right:
            cursorPosition = max(0, cursor + (key.key == .left ? -1 : 1))
        case .home, .end:
            cursorPosition = key.key == .home ? 0 : length
        case .insert:
            break
        case .enter where !control:
            simulateActivate()
        default:
            return false
        }
        return true
    }

    /// Deletes the selected text, if any; true when there was some.
    @discardableResult
    private func deleteSelection() -> Bool {
        guard let bound = selectionBound, bound != cursor else { return false }
        delete(min(bound, cursor)..<max(bound, cursor))
        return true
    }

    private func delete(_ range: Range<Int>) {
        var scalars = contents.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
        scalars.removeSubrange(start..<scalars.index(start, offsetBy: range.count))
        contents = String(scalars)
        cursor = range.lowerBound
        selectionBound = nil
        emitChanged()
    }

    private func emitChanged() {
        emit(Self.changed) { $0(contents) }
    }
}
