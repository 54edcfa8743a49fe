/// A piece of text (GtkLabel).
@MainActor
public final class Label: View {
    private let label: any NativeLabel

    public init(text: String = "") {
        label = Backends.current.makeLabel()
        super.init(native: label)
        label.text = text
    }

    public var text: String {
        get { label.text }
        set { label.text = newValue }
    }

    /// Wraps long text onto more lines instead of widening the window.
    public var wraps: Bool {
        get { label.wraps }
        set { label.wraps = newValue }
    }

    /// At most this many lines; the last ends in "…" when the text needs more, and a word
    /// longer than a line is broken. 0 (the default): as many as the text needs. Give a label
    /// that shows a person's input a limit: without one, a long word (a pasted megabyte) makes
    /// the label, and its window, as wide as the word.
    public var maximumLines: Int {
        get { label.maximumLines }
        set { label.maximumLines = max(newValue, 0) }
    }

    /// Where the text sits inside the label: 0 start, 0.5 centre (the default), 1 end.
    public var textAlignment: Double {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }
}
