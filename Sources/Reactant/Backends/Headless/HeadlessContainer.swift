/// A GtkBox or GtkGrid stand-in, as `ContainerLayout` says.
@MainActor
public final class HeadlessContainer: HeadlessWidget, NativeContainer {
    /// The box or grid layout it was made with.
    public let containerLayout: ContainerLayout
    /// Grid cells of the children, by child; always empty for boxes.
    private var cells: [ObjectIdentifier: GridCell] = [:]

    init(_ layout: ContainerLayout, backend: HeadlessBackend) {
        containerLayout = layout
        super.init(kind: .container, backend: backend)
    }

    private var isGrid: Bool {
        if case .grid = containerLayout { return true }
        return false
    }

    /// Adds `child` last; in a grid at column 0 of the first row below every placed child.
    public func append(_ child: any NativeWidget) {
        guard let child = adoptable(child) else { return }
        if isGrid {
            cells[ObjectIdentifier(child)] = GridCell(column: 0, row: firstFreeRow)
        }
        attach(child)
    }

    /// Removing a widget that isn't a child does nothing (GTK would warn; the GTK backend
    /// checks first and stays silent, and so does this).
    public func remove(_ child: any NativeWidget) {
        guard let child = child as? HeadlessWidget, child.parent === self else { return }
        cells[ObjectIdentifier(child)] = nil
        detach(child)
    }

    /// Moves a child to `cell`, or attaches a widget that has no parent yet there (as the GTK
    /// backend's gtk_grid_attach does). Spans below 1 become 1, GtkGrid's smallest.
    public func setGridCell(_ cell: GridCell, for child: any NativeWidget) {
        guard isGrid else { return }
        var cell = cell
        cell.columnSpan = max(cell.columnSpan, 1)
        cell.rowSpan = max(cell.rowSpan, 1)
        if let own = child as? HeadlessWidget, own.parent === self {
            cells[ObjectIdentifier(own)] = cell
        } else if let adopted = adoptable(child) {
            cells[ObjectIdentifier(adopted)] = cell
            attach(adopted)
        }
    }

    /// The cell of `child` in a grid; nil in a box or for a widget that isn't a child.
    public func gridCell(of child: any NativeWidget) -> GridCell? {
        guard isGrid, let child = child as? HeadlessWidget, child.parent === self else { return nil }
        return cells[ObjectIdentifier(child)]
    }

    /// The row below every occupied row (0 when empty), where `append` puts a grid child.
    private var firstFreeRow: Int {
        cells.values.map { $0.row + $0.rowSpan }.max() ?? 0
    }

    /// GTK orders Tab focus by the centre of each child's allocation, top to bottom and then
    /// left to right. A box's children lie in that order already; a grid's centres are
    /// compared in cell units, which matches GTK unless rows or columns differ much in size.
    override var focusOrder: [HeadlessWidget] {
        guard isGrid else { return children }
        return children.enumerated().sorted { lhs, rhs in
            let a = centre(of: lhs.element), b = centre(of: rhs.element)
            return (a.y, a.x, lhs.offset) < (b.y, b.x, rhs.offset)
        }.map(\.element)
    }

    /// Twice the centre of a child's cell, to stay in whole numbers.
    private func centre(of child: HeadlessWidget) -> (x: Int, y: Int) {
        guard let cell = cells[ObjectIdentifier(child)] else { return (0, 0) }
        return (2 * cell.column + cell.columnSpan, 2 * cell.row + cell.rowSpan)
    }

    /// A grid lists its children in reading order, row by row, as the GTK backend does
    /// (GtkGrid's own list is newest first, which says nothing about where they are).
    override public var nativeChildren: [any NativeWidget] {
        guard isGrid else { return children }
        return children.enumerated().sorted { lhs, rhs in
            let a = cells[ObjectIdentifier(lhs.element)], b = cells[ObjectIdentifier(rhs.element)]
            return (a?.row ?? 0, a?.column ?? 0, lhs.offset) < (b?.row ?? 0, b?.column ?? 0, rhs.offset)
        }.map(\.element)
    }

    override var displayName: String { containerLayout.displayName }
}
