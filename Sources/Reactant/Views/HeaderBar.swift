/// A title bar with a title and buttons (GtkHeaderBar), shown as a window's title bar.
/// `NavigationController` makes one; apps rarely need their own.
@MainActor
public final class HeaderBar: View {
    private let bar: any NativeHeaderBar
    /// The views packed at the start and at the end; the header bar keeps them alive.
    public private(set) var packed: [View] = []

    /// A header bar showing `title`, without buttons or window controls.
    public init(title: String = "") {
        bar = Backends.current.makeHeaderBar()
        super.init(native: bar)
        bar.title = title
    }

    /// The bold title in the middle.
    @NativeProperty(\HeaderBar.bar.title) public var title: String

    /// A smaller second line under the title; nil for none.
    @NativeProperty(\HeaderBar.bar.subtitle) public var subtitle: String?

    /// Whether `view` was packed at the end side.
    public func isPackedAtEnd(_ view: View) -> Bool {
        bar.isPackedAtEnd(view.native)
    }

    /// Whether the window's own close button appears at the end.
    @NativeProperty(\HeaderBar.bar.showsWindowControls) public var showsWindowControls: Bool

    /// Adds a view at the start (left) side.
    public func packStart(_ view: View) {
        guard !packed.contains(where: { $0 === view }) else { return }
        bar.packStart(view.native)
        packed.append(view)
    }

    /// Adds a view at the end (right) side, left of the ones already there.
    public func packEnd(_ view: View) {
        guard !packed.contains(where: { $0 === view }) else { return }
        bar.packEnd(view.native)
        packed.append(view)
    }

    /// Takes out a packed view (and lets it go); a view not packed here is ignored.
    public func remove(_ view: View) {
        guard packed.contains(where: { $0 === view }) else { return }
        bar.remove(view.native)
        packed.removeAll { $0 === view }
    }
}
