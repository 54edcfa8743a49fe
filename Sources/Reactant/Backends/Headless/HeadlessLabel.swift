/// A GtkLabel stand-in.
@MainActor
public final class HeadlessLabel: HeadlessWidget, NativeLabel {
    /// GtkLabel takes a C string: text after a NUL is not shown.
    public var text = "" {
        didSet {
            let cut = EntryText.cString(text)
            if cut.unicodeScalars.count != text.unicodeScalars.count { text = cut }
        }
    }
    public var wraps = false
    public var maximumLines = 0
    /// GtkLabel's xalign starts centred.
    public var textAlignment = 0.5

    init(backend: HeadlessBackend) {
        super.init(kind: .label, backend: backend)
    }
}
