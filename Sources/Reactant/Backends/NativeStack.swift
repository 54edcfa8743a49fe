/// How a stack moves from one page to the next.
public enum StackTransition: Equatable, Sendable {
    /// The new page replaces the old one at once.
    case none
    /// The new page comes in from the right (going forward).
    case slideLeft
    /// The new page comes in from the left (going back).
    case slideRight
}

/// Pages of which one is shown at a time (GtkStack). `nativeChildren` are the pages in the
/// order they were added.
@MainActor
public protocol NativeStack: NativeWidget, NativeSwipeArea {
    /// Adds a page at the end. The first page added to an empty stack becomes the visible one.
    func addPage(_ page: any NativeWidget)
    /// Takes a page out; when it was the visible one, the first remaining page becomes
    /// visible (GTK's rule). Does nothing for a widget that is not a page.
    func removePage(_ page: any NativeWidget)
    /// The page shown now. After `showPage` this is the new page at once, even while the
    /// transition still animates.
    var visiblePage: (any NativeWidget)? { get }
    /// Makes `page` the visible page with `transition`; the visible page or a hidden one changes
    /// nothing, and a widget that is not a page is refused with an error.
    func showPage(_ page: any NativeWidget, transition: StackTransition)
    /// When false, `showPage` switches at once whatever transition it is given (GTK also
    /// skips animations when the desktop's gtk-enable-animations setting is off).
    var animatesTransitions: Bool { get set }
    /// True while a slide from one page to the next runs (GtkStack's transition-running): from
    /// a `showPage` that switches to another page with a sliding transition while the stack is
    /// on screen (in a shown window) and animates, until the slide is over. A new `showPage`
    /// during the slide starts the next one from where things are; a stack that leaves the
    /// screen (its window hidden or closed) stops sliding at GTK's next frame. GTK slides for
    /// 200 ms; the headless stack has no clock, and its slide ends at the backend's next
    /// `processPendingEvents`, which on GTK waits for running slides (at most a second).
    var isTransitionRunning: Bool { get }
    /// Called each time a running transition ends.
    func onTransitionFinished(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
}
