import Reactant

/// Counts native widgets that have really been finalized (GObject weak references on GTK,
/// deinit on the headless backend), to prove that dropped views leave nothing behind.
///
///     let tracker = FinalizationTracker()
///     do { let view = MyView(); tracker.track(view) }
///     Interact.settle()
///     #expect(tracker.aliveCount == 0)
@MainActor
public final class FinalizationTracker {
    /// How many widgets `track` was given, counting those inside them.
    public private(set) var trackedCount = 0
    /// How many of the tracked widgets have been finalized so far.
    public private(set) var finalizedCount = 0

    /// A tracker that tracks nothing yet.
    public init() {}

    /// How many tracked widgets are still alive; 0 once everything dropped was freed (call
    /// `Interact.settle()` first: GTK finalizes some widgets from its main loop).
    public var aliveCount: Int { trackedCount - finalizedCount }

    /// Tracks the view's widget and every widget inside it (a window's title bar too).
    public func track(_ view: View) {
        track(view.native)
    }

    /// Tracks the window's widget, its title bar and every widget inside it.
    public func track(_ window: Window) {
        track(window.native)
    }

    /// Tracks a native widget and every widget inside it (a list's placeholder, a window's
    /// title bar too).
    public func track(_ widget: any NativeWidget) {
        trackedCount += 1
        widget.onFinalize { [weak self] in self?.finalizedCount += 1 }
        for child in widget.nativeChildren { track(child) }
        if let list = widget as? any NativeListBox, let placeholder = list.placeholder { track(placeholder) }
        if let window = widget as? any NativeWindow, let titlebar = window.titlebar { track(titlebar) }
    }
}
