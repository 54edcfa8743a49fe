/// Pages of which one is shown at a time, sliding from one to the next (GtkStack).
@MainActor
public final class Stack: View {
    private let stack: any NativeStack
    /// The pages, in the order they were added; the stack keeps them alive.
    public private(set) var pages: [View] = []

    public init() {
        stack = Backends.current.makeStack()
        super.init(native: stack)
    }

    /// The page shown now (at once after `show`, even while the slide still runs).
    public var visiblePage: View? {
        guard let native = stack.visiblePage else { return nil }
        return pages.first { $0.native === native }
    }

    /// When false, pages switch without sliding.
    public var animatesTransitions: Bool {
        get { stack.animatesTransitions }
        set { stack.animatesTransitions = newValue }
    }

    public func add(_ page: View) {
        guard !pages.contains(where: { $0 === page }) else { return }
        stack.addPage(page.native)
        pages.append(page)
    }

    public func remove(_ page: View) {
        guard pages.contains(where: { $0 === page }) else { return }
        stack.removePage(page.native)
        pages.removeAll { $0 === page }
    }

    public func show(_ page: View, transition: StackTransition = .none) {
        stack.showPage(page.native, transition: transition)
    }
}
