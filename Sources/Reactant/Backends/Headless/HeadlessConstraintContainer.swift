/// The stand-in for the GTK backend's constraint box: children in the order they were added,
/// measured and placed by the layout delegate over the headless backend's sizes.
@MainActor
public final class HeadlessConstraintContainer: HeadlessWidget, NativeConstraintContainer {
    /// Always `.constraints`: children are placed by the layout delegate's constraints.
    public var containerLayout: ContainerLayout { .constraints }
    /// What measures and places the children; held weakly. Without one the container measures
    /// 0×0 and places nothing.
    public weak var layoutDelegate: (any ConstraintLayoutDelegate)?
    /// The container's own direction, once set; until then the backend's default, as a GTK
    /// widget without one of its own follows gtk_widget_get_default_direction.
    private var ownDirection: LayoutDirection?
    /// The side `leading` means; until set, the backend's default text direction, as a GTK
    /// widget without its own follows gtk_widget_get_default_direction.
    public var layoutDirection: LayoutDirection {
        get { ownDirection ?? (backend.defaultTextDirection == .rightToLeft ? .rightToLeft : .leftToRight) }
        set { ownDirection = newValue }
    }

    init(backend: HeadlessBackend) {
        super.init(kind: .container, backend: backend)
    }

    override var displayName: String { "constraint box" }

    /// Adds `child` after the others; a widget that can't be adopted (it has a parent already, or
    /// is of another backend) is refused with a diagnostic.
    public func append(_ child: any NativeWidget) {
        guard let child = adoptable(child) else { return }
        attach(child)
    }

    /// Takes `child` out; a widget that isn't a child is left alone.
    public func remove(_ child: any NativeWidget) {
        guard let child = child as? HeadlessWidget, child.parent === self else { return }
        detach(child)
    }

    /// Does nothing: a constraint container has no grid cells.
    public func setGridCell(_ cell: GridCell, for child: any NativeWidget) {}
    /// Always nil: a constraint container has no grid cells.
    public func gridCell(of child: any NativeWidget) -> GridCell? { nil }

    /// The next layout pass (`processPendingEvents`) measures and places everything again.
    public func setNeedsLayout() {}

    private var measurements: [ChildMeasurement] {
        children.map { child in
            let size = child.preferredSize
            return ChildMeasurement(widget: child, minimum: size.minimum, natural: size.natural)
        }
    }

    func delegateSize() -> (minimum: LayoutSize, natural: LayoutSize) {
        layoutDelegate?.preferredSize(of: measurements, direction: layoutDirection) ?? (.zero, .zero)
    }

    /// As the GTK box: height for width while a visible child has it.
    var delegateHasHeightForWidth: Bool {
        layoutDelegate != nil && children.contains(where: \.hasHeightForWidth)
    }

    func delegateHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        layoutDelegate?.preferredHeight(of: measurements, forWidth: width, direction: layoutDirection) ?? (0, 0)
    }

    func allocateByDelegate(in rect: LayoutRect) {
        guard let layoutDelegate else { return }
        let measured = measurements
        let frames = layoutDelegate.frames(of: measured, in: rect.size, direction: layoutDirection)
        for (child, frame) in zip(children, frames) where child.isVisible {
            child.allocate(LayoutRect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height))
        }
    }
}
