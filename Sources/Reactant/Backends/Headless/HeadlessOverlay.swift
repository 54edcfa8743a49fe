/// A GtkOverlay stand-in: the content first among its children, then the overlays.
@MainActor
public final class HeadlessOverlay: HeadlessWidget, NativeOverlay {
    private weak var contentWidget: HeadlessWidget?

    init(backend: HeadlessBackend) {
        super.init(kind: .overlay, backend: backend)
    }

    /// The widget under the overlays, first among the children; setting another takes the old one
    /// out.
    public var content: (any NativeWidget)? {
        get { contentWidget }
        set {
            replaceChild(contentWidget, with: newValue) { adopted in
                if let adopted {
                    children.insert(adopted, at: 0)
                    adopted.parent = self
                }
                contentWidget = adopted
            }
        }
    }

    /// The overlay widgets, in the order added (bottom first).
    public var overlays: [any NativeWidget] { children.filter { $0 !== contentWidget } }

    /// Puts `widget` over the others; a widget with a parent, a window or a GTK widget is refused
    /// with an error.
    public func addOverlay(_ widget: any NativeWidget) {
        guard let adopted = adoptable(widget) else { return }
        attach(adopted)
    }

    /// Takes an overlay widget out; the content and other widgets are left alone.
    public func removeOverlay(_ widget: any NativeWidget) {
        guard let child = children.first(where: { $0 === widget && $0 !== contentWidget }) else { return }
        detach(child)
    }
}

extension HeadlessBackend { public func makeOverlay() -> any NativeOverlay { HeadlessOverlay(backend: self) } }
