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
    public private(set) var markup: String?

    public func setMarkup(_ markup: String, plainText: String) {
        text = plainText
        self.markup = markup
    }
    public var wraps = false
    public var wrapMode = TextWrapMode.word
    public var ellipsis = TextEllipsis.none
    /// GtkLabel's lines: -1 (any) unless set; below -1 counts as -1.
    public var maximumLines = -1 {
        didSet { if maximumLines < -1 { maximumLines = -1 } }
    }
    public var isSelectable = false
    /// GtkLabel makes a selectable label focusable (gtk_label_set_selectable).
    override public var canFocus: Bool { isSelectable }
    /// GtkLabel's xalign starts centred.
    public var textAlignment = 0.5

    init(backend: HeadlessBackend) {
        super.init(kind: .label, backend: backend)
    }
}
