extension View {
    /// Where GTK put the view in its last layout, relative to its superview (UIKit's `frame`);
    /// `.zero` before it is laid out (a new view's, as UIKit's) and while it is not on screen.
    /// On the headless backend, after the same layout pass run over its estimated sizes
    /// (`processPendingEvents`, `Interact.settle()`).
    public var frame: LayoutRect {
        guard let parent = superview?.native ?? native.nativeParent else { return .zero }
        return native.frame(in: parent) ?? .zero
    }

    /// The view's frame relative to `ancestor`, which contains it.
    public func frame(in ancestor: View) -> LayoutRect? {
        native.frame(in: ancestor.native)
    }

    /// GTK's minimum and natural size for the view (its intrinsic size in a constraint layout).
    public var preferredSize: (minimum: LayoutSize, natural: LayoutSize) { native.preferredSize }
}
