/// A GtkStack stand-in: pages in the order they were added and the one shown. Like GtkStack's
/// `visible-child`, the new page is visible at once; a sliding transition is only a flag that
/// runs (as GtkStack's transition-running) until the backend's next `processPendingEvents`.
/// Not mirrored (the toolkit never does it): GtkStack switching away from a visible page that
/// is hidden afterwards.
@MainActor
public final class HeadlessStack: HeadlessWidget, NativeStack {
    /// Weak because it is always one of `children`, which hold it.
    private weak var shownPage: HeadlessWidget?
    /// When false, `showPage` switches at once and `lastTransition` reads `.none`.
    public var animatesTransitions = true
    /// The transition of the last `showPage`, after `animatesTransitions` (for tests).
    public private(set) var lastTransition = StackTransition.none
    /// True from a sliding `showPage` in a shown window until the next `processPendingEvents` ends
    /// the slide.
    public private(set) var isTransitionRunning = false
    /// notify::transition-running, when it turns false.
    static let transitionFinished = HeadlessSignal<@MainActor () -> Void>("notify::transition-running")
    /// GtkGestureSwipe's "swipe".
    static let swipe = HeadlessSignal<@MainActor (Double, Double) -> Void>("swipe")

    init(backend: HeadlessBackend) {
        super.init(kind: .stack, backend: backend)
    }

    /// GtkStack makes the first visible page added to a stack without one the visible page.
    public func addPage(_ page: any NativeWidget) {
        guard let child = adoptable(page) else { return }
        attach(child)
        if shownPage == nil, child.isVisible { shownPage = child }
    }

    /// When the visible page goes, GtkStack shows the first remaining visible page. A focus
    /// inside the page that went is unset, not moved (checked against GTK 3.24).
    public func removePage(_ page: any NativeWidget) {
        guard let child = page as? HeadlessWidget, child.parent === self else { return }
        detach(child)
        if shownPage === child || shownPage == nil {
            shownPage = children.first { $0.isVisible }
        }
    }

    /// The page shown now (the new one at once after `showPage`); nil for an empty stack.
    public var visiblePage: (any NativeWidget)? { shownPage }

    /// GtkStack ignores a request to show a hidden page.
    public func showPage(_ page: any NativeWidget, transition: StackTransition) {
        guard let child = page as? HeadlessWidget, child.parent === self else {
            Diagnostics.error("showPage: the widget is not a page of this stack.")
            return
        }
        guard child.isVisible, child !== shownPage else { return }
        lastTransition = animatesTransitions ? transition : .none
        let oldPage = shownPage
        let hadFocus = oldPage.map(containsFocus) ?? false
        shownPage = child
        if hadFocus { moveFocus(into: child) }
        // GtkStack slides only while mapped: in a shown window, itself and its ancestors visible.
        if lastTransition != .none, rootWindow?.isVisible == true, isEffectivelyVisible, !isTransitionRunning {
            isTransitionRunning = true
            backend.transitionDidStart(in: self)
        }
        // A focus the new page could not take stays in the old page until GtkStack makes that
        // page child-invisible (at once, or when the slide ends), which unsets it.
        if hadFocus, let oldPage {
            if isTransitionRunning { pageLosingFocus = oldPage } else { unsetFocus(leftIn: oldPage) }
        }
    }

    /// The page that still holds the focus while it slides out.
    private weak var pageLosingFocus: HeadlessWidget?

    private func unsetFocus(leftIn page: HeadlessWidget) {
        guard page !== shownPage, let window = enclosingWindow, let focus = window.focusWidget,
              focus !== page, focus.isInside(page) else { return }
        window.unsetFocus(inside: page)
    }

    /// Called when `processPendingEvents` ends a running slide.
    public func onTransitionFinished(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(Self.transitionFinished, handler)
    }

    /// Called with the velocity `simulateSwipe` gives; headless there is no pointer to swipe with.
    public func onSwipe(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection {
        connect(Self.swipe, handler)
    }

    /// As GtkGestureSwipe's signal: the handlers, in the order they were connected.
    public func simulateSwipe(velocityX: Double, velocityY: Double) {
        emit(Self.swipe) { $0(velocityX, velocityY) }
    }

    /// The slide is over (the backend's clock, so to speak).
    func finishTransition() {
        guard isTransitionRunning else { return }
        isTransitionRunning = false
        if let page = pageLosingFocus {
            pageLosingFocus = nil
            unsetFocus(leftIn: page)
        }
        emit(Self.transitionFinished) { $0() }
    }

    /// Whether the window's focus widget is inside `page`, while the stack is on screen (GTK
    /// asks `gtk_widget_is_visible`, which needs the window shown). GTK asks
    /// `gtk_widget_is_ancestor`, so a focused page that is itself the focus widget doesn't count.
    private func containsFocus(_ page: HeadlessWidget) -> Bool {
        guard let window = enclosingWindow, window.isVisible, isEffectivelyVisible,
              let focus = window.focusWidget, focus !== page else { return false }
        return focus.isInside(page)
    }

    /// GtkStack moves the focus forward into the page it switches to when the old page had it
    /// (gtk_widget_child_focus, as Tab does, so a list box entered this way selects the row it
    /// focuses); with nothing focusable there, the focus stays in the old page until GtkStack
    /// makes it child-invisible (see `showPage`).
    private func moveFocus(into page: HeadlessWidget) {
        page.firstFocusable()?.focusFromKeyboard()
    }

    func isShowing(_ page: HeadlessWidget) -> Bool { shownPage === page }

    override func showsChild(_ child: HeadlessWidget) -> Bool { isShowing(child) }
}
