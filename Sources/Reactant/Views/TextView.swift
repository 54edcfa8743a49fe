/// Multi-line text a person can edit (GtkTextView in a scrolled window), and a component: its
/// state is the text, and it reports the text after every change a person makes.
///
///     let notes = TextView(text: "", hint: tr("Notes"))
///     notes.wraps = true
///
/// Text set from code is not reported. GtkTextBuffer ends text at a NUL character: text with
/// one is cut there on both backends, with a warning, and the state holds what was kept.
@MainActor
public final class TextView: WidgetComponent<String, String>, TextComponent {
    private let textView: any NativeTextView

    /// A multi-line editor holding `text`, with `hint` shown while it is empty.
    public init(text: String = "", hint: String? = nil) {
        textView = Backends.current.makeTextView()
        super.init(native: textView, ownerName: "TextView")
        textView.hint = hint
        componentState = text
        _ = textView.onChanged { [weak self] text in self?.userChanged(text, reporting: text) }
    }

    /// Puts `componentState` in the editor; text after a NUL character is left out with a
    /// warning (GtkTextBuffer ends text there), and the state keeps what is shown.
    public override func update() {
        guard textView.text != componentState else { return }
        let (kept, wasCut) = TextViewText.cutAtNul(componentState)
        if wasCut {
            Diagnostics.warning("""
                TextView: the text has a NUL character after \(kept.unicodeScalars.count) character(s); \
                GtkTextBuffer ends text there, so the rest is left out.
                """)
            core.storeWithoutUpdate(kept)
        }
        textView.text = kept
    }

    var shownText: String { textView.text }

    /// A dim text shown while the view is empty.
    @NativeProperty(\TextView.textView.hint) public var hint: String?

    /// Wraps long lines at word boundaries instead of scrolling sideways.
    @NativeProperty(\TextView.textView.wraps) public var wraps: Bool

    /// Shows the text in the monospace font.
    @NativeProperty(\TextView.textView.isMonospace) public var isMonospace: Bool

    /// Whether a person can change the text; true by default (false: read-only, still selectable).
    @NativeProperty(\TextView.textView.isEditable) public var isEditable: Bool

    /// Whether Tab types a tab (the default) rather than moving the focus on; Ctrl+Tab
    /// always moves it.
    @NativeProperty(\TextView.textView.acceptsTab) public var acceptsTab: Bool

    /// Where typing inserts, in characters (Unicode scalars).
    @NativeProperty(\TextView.textView.cursorPosition) public var cursorPosition: Int

    /// The selected characters; nil when nothing is selected.
    public var selection: Range<Int>? { textView.selection }

    /// Selects the characters in `range` (counted from 0, clamped to the text) and puts the
    /// cursor at its end; an empty range deselects.
    public func select(_ range: Range<Int>) { textView.select(range) }
}
