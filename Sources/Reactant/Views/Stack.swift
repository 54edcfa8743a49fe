/// Pages of which one is shown at a time, sliding from one to the next (GtkStack).
@MainActor
public final class Stack: View {
    private let stack: any NativeStack
    /// The pages, in the order they were added; the stack keeps them alive. A page removed
    /// with `removeAfterTransition` stays here until it is really out.
    public private(set) var pages: [View] = []
    /// The page the running transition slides out (it was shown before the last `show`).
    private weak var slidingOut: View?
    /// Pages to take out when the running transition ends.
    private var leaving: [View] = []

    /// An empty stack; add pages with `add(_:)`, show one with `show(_:transition:)`.
    public init() {
        stack = Backends.current.makeStack()
        super.init(native: stack)
        // Kept as long as the stack: the handler holds this view weakly.
        _ = stack.onTransitionFinished { [weak self] in self?.transitionFinished() }
    }

    /// The page shown now (at once after `show`, even while the slide still runs).
    public var visiblePage: View? {
        guard let native = stack.visiblePage else { return nil }
        return pages.first { $0.native === native }
    }

    /// When false, pages switch without sliding.
    @NativeProperty(\Stack.stack.animatesTransitions) public var animatesTransitions: Bool

    /// The stack as a swipe area (GtkGestureSwipe on GTK), for views that turn pages on swipes.
    public var swipeArea: any NativeSwipeArea { stack }

    /// True while a page slides in (see `NativeStack.isTransitionRunning`).
    public var isTransitionRunning: Bool { stack.isTransitionRunning }

    /// Adds a page at the end; a page still leaving (`removeAfterTransition`) stays instead.
    public func add(_ page: View) {
        leaving.removeAll { $0 === page }
        guard !pages.contains(where: { $0 === page }) else { return }
        stack.addPage(page.native)
        pages.append(page)
    }

    /// Takes a page out at once (and lets it go); a view that isn't a page is ignored.
    public func remove(_ page: View) {
        leaving.removeAll { $0 === page }
        guard pages.contains(where: { $0 === page }) else { return }
        stack.removePage(page.native)
        pages.removeAll { $0 === page }
    }

    /// Takes `page` out once nobody sees it any more: at once, unless it is the page a
    /// running transition slides out, which stays until the slide is over (GtkStack draws
    /// the outgoing page from the widget itself, so removing it at once cuts the slide
    /// short). Adding or showing it again before then keeps it.
    public func removeAfterTransition(_ page: View) {
        guard pages.contains(where: { $0 === page }) else { return }
        if page === slidingOut, stack.isTransitionRunning {
            if !leaving.contains(where: { $0 === page }) { leaving.append(page) }
        } else {
            remove(page)
        }
    }

    /// Makes `page` the visible one, with `transition` (none by default); a page waiting
    /// to be removed after a transition stays.
    public func show(_ page: View, transition: StackTransition = .none) {
        let previous = visiblePage
        leaving.removeAll { $0 === page }
        stack.showPage(page.native, transition: transition)
        slidingOut = stack.isTransitionRunning && previous !== page ? previous : nil
        // GtkStack stops drawing a page once a newer transition slides another one out.
        for other in leaving where other !== slidingOut { remove(other) }
    }

    private func transitionFinished() {
        slidingOut = nil
        let gone = leaving
        leaving.removeAll()
        for page in gone { remove(page) }
    }
}
