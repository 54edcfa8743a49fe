/// A widget that holds children in a box or grid (GtkBox or GtkGrid): the toolkit's
/// `ContainerView`.
@MainActor
public protocol NativeContainer: NativeWidget {
    /// How the children are arranged (axis, spacing, grid), fixed when the backend made it.
    var containerLayout: ContainerLayout { get }
    /// Adds `child` after the others (a grid puts it at column 0 of the first free row). A widget
    /// that already has a parent, a window, or a widget of another backend is refused with an error
    /// through the toolkit's logger and the tree is left as it was.
    func append(_ child: any NativeWidget)
    /// Takes `child` out; a widget that isn't a child is left alone.
    func remove(_ child: any NativeWidget)
    /// Places a child of a grid container; ignored (with no effect) by box containers.
    func setGridCell(_ cell: GridCell, for child: any NativeWidget)
    /// The cell `child` occupies in a grid container; nil for box containers or a widget that isn't
    /// a child.
    func gridCell(of child: any NativeWidget) -> GridCell?
}
