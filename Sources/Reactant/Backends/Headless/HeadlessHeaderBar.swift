/// A GtkHeaderBar stand-in. Its children are the packed widgets in the order they were
/// packed, start and end mixed, as `gtk_container_get_children` lists them.
@MainActor
public final class HeadlessHeaderBar: HeadlessWidget, NativeHeaderBar {
    /// The title text; empty for a new bar.
    public var title = ""
    /// Whether the bar shows a close button, which `simulateCloseButtonClick` clicks; off for a new
    /// bar.
    public var showsWindowControls = false
    /// GTK stores an empty subtitle as none.
    public var subtitle: String? {
        didSet { if subtitle?.isEmpty == true { subtitle = nil } }
    }
    private var packedAtEnd: [ObjectIdentifier] = []

    init(backend: HeadlessBackend) {
        super.init(kind: .headerBar, backend: backend)
    }

    override var displayName: String { "header bar" }

    /// The close button GTK would show asks the window to close (gtk_window_close).
    public func simulateCloseButtonClick() -> Bool {
        guard showsWindowControls, let window = parent as? HeadlessWindow, window.isShown else { return false }
        window.simulateCloseRequest()
        return true
    }

    /// Adds `widget` at the start, after the others there; Tab reaches it before the end widgets.
    public func packStart(_ widget: any NativeWidget) {
        guard let child = adoptable(widget) else { return }
        attach(child)
    }

    /// Adds `widget` at the end, inside the ones packed there before.
    public func packEnd(_ widget: any NativeWidget) {
        guard let child = adoptable(widget) else { return }
        attach(child)
        packedAtEnd.append(ObjectIdentifier(child))
    }

    /// GtkContainer's Tab order is by position, as a person reads the bar: the children
    /// packed at the start, then those packed at the end from the inside out (the first one
    /// packed at the end is outermost).
    override var focusOrder: [HeadlessWidget] {
        children.filter { !packedAtEnd.contains(ObjectIdentifier($0)) }
            + children.filter { packedAtEnd.contains(ObjectIdentifier($0)) }.reversed()
    }

    /// Whether `widget` is a child packed with `packEnd`; false for another widget.
    public func isPackedAtEnd(_ widget: any NativeWidget) -> Bool {
        guard let child = widget as? HeadlessWidget, child.parent === self else { return false }
        return packedAtEnd.contains(ObjectIdentifier(child))
    }

    /// Takes a packed widget out; another widget is left alone.
    public func remove(_ widget: any NativeWidget) {
        guard let child = widget as? HeadlessWidget, child.parent === self else { return }
        detach(child)
        packedAtEnd.removeAll { $0 == ObjectIdentifier(child) }
    }
}
