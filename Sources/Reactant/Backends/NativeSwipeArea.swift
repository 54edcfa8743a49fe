/// A widget that reports swipes over it: a finger's flick, or a drag with the mouse's first
/// button, reported once it ends with its velocity (GtkGestureSwipe's "swipe" on GTK 3.24, in
/// pixels per second, x growing to the right and y downwards whatever the text direction).
/// What a swipe means is up to the handler (the pager turns a page on a horizontal one).
@MainActor
public protocol NativeSwipeArea: NativeWidget {
    /// Called with the swipe's velocity (pixels per second) when a swipe over the widget ends.
    func onSwipe(_ handler: @escaping @MainActor (_ velocityX: Double, _ velocityY: Double) -> Void) -> SignalConnection
    /// A swipe as the gesture reports it when it ends: on GTK the gesture's own "swipe" signal
    /// is emitted (so the handlers GTK calls run, and only those); headless the handlers run.
    func simulateSwipe(velocityX: Double, velocityY: Double)
}
