/// A GtkLabel stand-in.
@MainActor
public final class HeadlessLabel: HeadlessWidget, NativeLabel {
    /// GtkLabel takes a C string: text after a NUL is not shown.
    public var text = "" {
        didSet {
            let cut = EntryText.cString(text)
            if cut.unicodeScalars.count != text.unicodeScalars.count { text = cut }
            markup = nil
        }
    }
    /// The Pango markup shown, as GtkLabel keeps it (nil after `text` is set).
    public private(set) var markup: String? {
        didSet { cachedTextLayout = nil }
    }
    /// The text measured for the layout pass (`textLayout`), dropped when the text changes.
    var cachedTextLayout: HeadlessTextLayout?

    /// Keeps `markup` in `markup` and shows `plainText` as `text`; the markup is not parsed.
    public func setMarkup(_ markup: String, plainText: String) {
        text = plainText
        self.markup = markup
    }
    /// Whether the text wraps; a wrapping label's height then depends on its width in the headless
    /// layout.
    public var wraps = false
    /// Where a wrapping label breaks lines, kept as set.
    public var wrapMode = TextWrapMode.word
    /// Where long text gives way to "…", kept as set (nothing is cut headless).
    public var ellipsis = TextEllipsis.none
    /// GtkLabel's lines: -1 (any) unless set; below -1 counts as -1.
    public var maximumLines = -1 {
        didSet { if maximumLines < -1 { maximumLines = -1 } }
    }
    /// Whether the text can be selected; a selectable label takes the focus.
    public var isSelectable = false
    /// GtkLabel makes a selectable label focusable (gtk_label_set_selectable).
    override public var canFocus: Bool { isSelectable }
    /// GtkLabel's xalign starts centred.
    public var textAlignment = 0.5

    init(backend: HeadlessBackend) {
        super.init(kind: .label, backend: backend)
    }
}
