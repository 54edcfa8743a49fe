/// A GtkLabel stand-in.
@MainActor
public final class HeadlessLabel: HeadlessWidget, NativeLabel {
    public var text = ""
    public var wraps = false
    /// GtkLabel's xalign starts centred.
    public var textAlignment = 0.5

    init(backend: HeadlessBackend) {
        super.init(kind: .label, backend: backend)
    }
}
