/// A widget that shows text a person reads but doesn't edit (GtkLabel).
@MainActor
public protocol NativeLabel: NativeWidget {
    /// The text shown, without markup.
    var text: String { get set }
    /// Whether the text breaks into several lines to fit the width it gets (GtkLabel's wrap).
    var wraps: Bool { get set }
    /// Where a wrapping label breaks its lines (GtkLabel's wrap-mode); it has no effect
    /// unless `wraps`.
    var wrapMode: TextWrapMode { get set }
    /// Where text that doesn't fit gives way to "…" (GtkLabel's ellipsize).
    var ellipsis: TextEllipsis { get set }
    /// The most lines an ellipsizing, wrapping label shows (gtk_label_set_lines); -1 for any.
    var maximumLines: Int { get set }
    /// Whether a person can select (and copy) the text; a selectable label takes the focus.
    var isSelectable: Bool { get set }
    /// Horizontal position of the text inside the label, 0 (start) … 1 (end).
    var textAlignment: Double { get set }
    /// Shows Pango markup (gtk_label_set_markup); `text` then reads `plainText`. Setting
    /// `text` drops the markup.
    func setMarkup(_ markup: String, plainText: String)
}

/// Where a wrapping label breaks its lines (PangoWrapMode).
public enum TextWrapMode: String, Sendable, Equatable {
    /// Between words (GTK's default).
    case word
    /// Between any two characters.
    case character = "char"
}

/// Where text too long for its label is cut and "…" shown (PangoEllipsizeMode).
public enum TextEllipsis: String, Sendable, Equatable {
    /// Not at all: the label asks for the width the text needs (GTK's default).
    case none
    /// "…end of the text".
    case start
    /// "Start…end".
    case middle
    /// "Start of the text…".
    case end
}
