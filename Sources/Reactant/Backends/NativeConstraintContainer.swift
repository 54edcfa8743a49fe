/// A container that places its children where its delegate says (`ContainerLayout.constraints`):
/// a GtkContainer subclass on GTK (`CConstraintBox`), whose size requests and allocations call
/// the delegate. Both backends measure the children their way (GTK's natural sizes; the
/// headless backend's estimates) and run the same delegate over the measurements, which is
/// what makes their positions agree.
@MainActor
public protocol NativeConstraintContainer: NativeContainer {
    /// Held weakly; without one the container measures 0×0 and places nothing.
    var layoutDelegate: (any ConstraintLayoutDelegate)? { get set }
    /// The side `leading` means (gtk_widget_set_direction on GTK; unset, it is GTK's default
    /// direction, which the locale chooses).
    var layoutDirection: LayoutDirection { get set }
    /// Asks for a new measurement and allocation (gtk_widget_queue_resize), after the
    /// constraints changed.
    func setNeedsLayout()
}

/// Decides a constraint container's size and its children's frames.
@MainActor
public protocol ConstraintLayoutDelegate: AnyObject {
    /// The container's minimum and natural size for these children.
    func preferredSize(of children: [ChildMeasurement], direction: LayoutDirection) -> (minimum: LayoutSize, natural: LayoutSize)
    /// Each child's frame (in the container's coordinates, margins included), in the order of
    /// `children`, when the container is `size`.
    func frames(of children: [ChildMeasurement], in size: LayoutSize, direction: LayoutDirection) -> [LayoutRect]
    /// The container's minimum and natural height when it is `width` wide (GTK's
    /// get_preferred_height_for_width), asked while a child's height depends on its width.
    func preferredHeight(of children: [ChildMeasurement], forWidth width: Int, direction: LayoutDirection) -> (minimum: Int, natural: Int)
}
