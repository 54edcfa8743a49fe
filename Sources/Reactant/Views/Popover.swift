/// A bubble pointing at a view (GtkPopover), holding any view, such as a component, or a
/// menu. It closes when a person clicks outside it or presses Escape.
///
///     let popover = Popover(content: FilterView())
///     popover.present(from: filterButton)
@MainActor
public final class Popover {
    /// The view the popover shows; nil for a menu popover.
    public let content: View?
    /// The menu the popover shows; nil for a content popover.
    public private(set) var menu: Menu?
    /// The native popover, once presented from a view.
    public private(set) var native: (any NativePopover)?
    private let closedSubject = PassthroughSubject<Void, Never>()

    /// A popover showing `content`, made on GTK when first presented.
    public init(content: View) {
        self.content = content
        menu = nil
    }

    /// A popover showing `menu`, made on GTK when first presented.
    public init(menu: Menu) {
        content = nil
        self.menu = menu
    }

    /// Wraps a popover a menu button made or was given.
    init(native: any NativePopover, content: View?, menu: Menu?) {
        self.content = content
        self.menu = menu
        adopt(native)
    }

    /// True while the popover is open.
    public var isPresented: Bool { native?.isOpen ?? false }

    /// A value each time it closes.
    public var closed: Observable<Void> { closedSubject.eraseToAnyPublisher() }

    /// Opens it pointing at `view` (at `point` inside it, in the view's coordinates, or at the
    /// whole view). A popover already open elsewhere moves.
    public func present(from view: View, at point: (x: Double, y: Double)? = nil) {
        present(from: view.native, at: point)
    }

    func present(from widget: any NativeWidget, at point: (x: Double, y: Double)?) {
        // An open popover moves; one that points elsewhere is pointed again rather than made
        // anew (GTK keeps memory for good per popover that binds a menu).
        if let native, native.relativeTo !== widget {
            if native.isOpen { native.popdown() }
            native.point(at: widget)
        }
        if native == nil {
            adopt(Backends.current.shell.makePopover(relativeTo: widget))
        }
        native?.pointingTo = point.map { ($0.x, $0.y, 1, 1) }
        native?.popup()
        if native?.isOpen != true {
            Diagnostics.warning("Popover: the \(widget.kind.rawValue) it points at is not on screen; a popover can only point at a view in a shown window.")
        }
    }

    /// Shows `menu` in it from now on (a context menu asked for again, for another row).
    func replaceMenu(_ menu: Menu) {
        guard self.menu != menu else { return }
        self.menu = menu
        native?.menu = menu.model
    }

    /// Closes the popover; one that isn't open is left alone.
    public func dismiss() {
        native?.popdown()
    }

    /// The items as the open menu shows them.
    public var shownItems: [ShownMenuItem] { native?.shownItems ?? [] }

    private func adopt(_ popover: any NativePopover) {
        native = popover
        if let content { popover.content = content.native }
        if let menu, popover.menu == nil { popover.menu = menu.model }
        popover.onClosed { [weak self] in self?.closedSubject.send() }
    }
}
