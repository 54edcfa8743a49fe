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
    public var hint: String? {
        get { textView.hint }
        set { textView.hint = newValue }
    }

    /// Wraps long lines at word boundaries instead of scrolling sideways.
    public var wraps: Bool {
        get { textView.wraps }
        set { textView.wraps = newValue }
    }

    /// Shows the text in the monospace font.
    public var isMonospace: Bool {
        get { textView.isMonospace }
        set { textView.isMonospace = newValue }
    }

    /// Whether a person can change the text; true by default (false: read-only, still selectable).
    public var isEditable: Bool {
        get { textView.isEditable }
        set { textView.isEditable = newValue }
    }

    /// Whether Tab types a tab (the default) rather than moving the focus on; Ctrl+Tab
    /// always moves it.
    public var acceptsTab: Bool {
        get { textView.acceptsTab }
        set { textView.acceptsTab = newValue }
    }

    /// Where typing inserts, in characters (Unicode scalars).
    public var cursorPosition: Int {
        get { textView.cursorPosition }
        set { textView.cursorPosition = newValue }
    }

    /// The selected characters; nil when nothing is selected.
    public var selection: Range<Int>? { textView.selection }

    /// Selects the characters in `range` (counted from 0, clamped to the text) and puts the
    /// cursor at its end; an empty range deselects.
    public func select(_ range: Range<Int>) { textView.select(range) }
}
