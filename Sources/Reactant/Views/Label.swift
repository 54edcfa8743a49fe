/// A piece of text (GtkLabel).
///
/// How text that doesn't fit is shown follows UILabel: `lineBreakMode` (wrap by words or
/// characters, or truncate at the head, middle or tail with "…") and `numberOfLines` (0 for
/// any number). Unlike UILabel, a label starts with GTK's defaults: as many lines as the text
/// has, none wrapped or truncated (`.byClipping`, `numberOfLines == 0`).
///
///     title.lineBreakMode = .byTruncatingMiddle            // "Holiday…2026.jpg"
///     summary.lineBreakMode = .byWordWrapping
///     summary.numberOfLines = 3                            // wraps, then "…" on line 3
@MainActor
public final class Label: View {
    private let label: any NativeLabel

    /// A label showing `text` (a new GtkLabel), with GTK's defaults: one line per line of the
    /// text, not wrapped, not selectable, centred in the space it gets.
    public init(text: String = "") {
        label = Backends.current.makeLabel()
        super.init(native: label)
        label.text = text
    }

    /// The plain text shown (gtk_label_set_text: no markup is read, so "<b>" shows as typed).
    /// Setting it drops `attributedText`.
    public var text: String {
        get { label.text }
        set {
            attributedText = nil
            label.text = newValue
        }
    }

    /// Text with runs of their own font and colours (UILabel's attributedText), drawn with
    /// Pango markup; `text` then reads its plain string. Setting `text` drops it; setting
    /// nil clears the label, as UILabel's does.
    public var attributedText: AttributedText? {
        didSet {
            if let attributedText {
                label.setMarkup(attributedText.markup, plainText: attributedText.string)
            } else if oldValue != nil {
                label.text = ""
            }
        }
    }

    /// Wraps long text onto more lines instead of widening the window: true sets
    /// `.byWordWrapping`; false turns a wrapping mode into `.byClipping`.
    public var wraps: Bool {
        get { label.wraps }
        set {
            if newValue { lineBreakMode = .byWordWrapping }
            else if lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping { lineBreakMode = .byClipping }
        }
    }

    /// How text longer than the label is broken or truncated (UILabel's lineBreakMode).
    public var lineBreakMode: LineBreakMode = .byClipping {
        didSet { applyLineBreaking() }
    }

    /// The most lines the label shows; 0 (the default) for as many as the text needs. With
    /// a limit the text wraps (by characters for `.byCharWrapping`, else by words) and the
    /// last line ends in "…" (or, when truncating at the head or middle, has it there);
    /// 1 keeps the text on one line. Below 0 counts as 0. Give a label that shows a person's
    /// input a limit: without one, a long word (a pasted megabyte) makes the label, and its
    /// window, as wide as the word; with one it is as narrow as "…".
    public var numberOfLines: Int = 0 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            applyLineBreaking()
        }
    }

    /// Whether a person can select the text and copy it (gtk_label_set_selectable). A
    /// selectable label takes the keyboard focus, as GTK's does.
    @NativeProperty(\Label.label.isSelectable) public var isSelectable: Bool

    /// Where the text sits inside the label: 0 start, 0.5 centre (the default), 1 end.
    @NativeProperty(\Label.label.textAlignment) public var textAlignment: Double

    /// GtkLabel's terms for the two UIKit properties. GTK limits lines only for a label that
    /// both wraps and ellipsizes, and a wrapped label with a limit has to end in "…" there:
    /// GTK cannot cut a line off silently as UIKit's word wrapping does.
    private func applyLineBreaking() {
        let limited = numberOfLines > 1
        switch lineBreakMode {
        case .byWordWrapping, .byCharWrapping:
            label.wraps = numberOfLines != 1
            label.ellipsis = numberOfLines == 0 ? .none : .end
        case .byClipping:
            label.wraps = limited
            label.ellipsis = numberOfLines == 0 ? .none : .end
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            label.wraps = limited
            label.ellipsis = lineBreakMode == .byTruncatingHead ? .start
                : lineBreakMode == .byTruncatingMiddle ? .middle : .end
        }
        label.wrapMode = lineBreakMode == .byCharWrapping ? .character : .word
        label.maximumLines = numberOfLines == 0 ? -1 : numberOfLines
    }
}

/// How a label shows text longer than itself (UIKit's NSLineBreakMode).
public enum LineBreakMode: Sendable, Equatable, CaseIterable {
    /// Onto more lines, between words.
    case byWordWrapping
    /// Onto more lines, between any two characters.
    case byCharWrapping
    /// Neither wrapped nor truncated: the label asks for the width its text needs.
    case byClipping
    /// "…" at the start: "…of the text".
    case byTruncatingHead
    /// "…" at the end: "The start of…".
    case byTruncatingTail
    /// "…" in the middle: "The st…text".
    case byTruncatingMiddle
}
