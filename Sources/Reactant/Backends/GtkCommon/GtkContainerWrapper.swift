#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkBox (vertical or horizontal) or a GtkGrid; constraint containers are
/// `GtkConstraintContainerWrapper` (GTK 4: `Gtk4ConstraintContainerWrapper`).
@MainActor
final class GtkContainerWrapper: GtkWidgetWrapper, NativeContainer {
    let containerLayout: ContainerLayout

    init(_ layout: ContainerLayout) {
        containerLayout = layout
        let widget: UnsafeMutablePointer<GtkWidget>
        switch layout {
        case .vertical(let spacing):
            widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, gint(spacing))
        case .horizontal(let spacing):
            widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, gint(spacing))
        case .grid(let rowSpacing, let columnSpacing):
            widget = gtk_grid_new()
            let grid: UnsafeMutablePointer<GtkGrid> = GObjectBridge.cast(widget)
            gtk_grid_set_row_spacing(grid, guint(max(rowSpacing, 0)))
            gtk_grid_set_column_spacing(grid, guint(max(columnSpacing, 0)))
        case .constraints:
            // The backend makes a constraint container wrapper for these; a box is the
            // harmless answer should one get here.
            widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        }
        super.init(widget: widget, kind: .container)
    }

    override var displayName: String { containerLayout.displayName }

    private var isGrid: Bool {
        if case .grid = containerLayout { return true }
        return false
    }

    private var grid: UnsafeMutablePointer<GtkGrid> { GObjectBridge.cast(widget) }

    /// A grid lists its children in reading order (row, then column): GtkGrid itself keeps
    /// them in an order that says nothing about where they are. Children in the same cell
    /// keep the order they were added in (GTK 3 keeps them newest first, GTK 4 oldest first).
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        let children = super.childWidgets()
        guard isGrid else { return children }
        return children.enumerated().sorted { first, second in
            let a = cell(of: first.element), b = cell(of: second.element)
#if GTK4
            return (a.row, a.column, first.offset) < (b.row, b.column, second.offset)
#else
            return (a.row, a.column, second.offset) < (b.row, b.column, first.offset)
#endif
        }.map(\.element)
    }

    /// A box packs it at the end; a grid attaches it in column 0 below the last row.
    func append(_ child: any NativeWidget) {
        guard let child = adoptable(child) else { return }
        hold(child) { childWidget in
            if isGrid {
                gtk_grid_attach(grid, childWidget, 0, gint(nextFreeRow()), 1, 1)
            } else {
#if GTK4
                gtk_box_append(GObjectBridge.cast(widget), childWidget)
#else
                gtk_container_add(GObjectBridge.cast(widget), childWidget)
#endif
            }
        }
    }

    func remove(_ child: any NativeWidget) { removeChild(child) }

    /// Moves a child of the grid to `cell`, or attaches a widget that has no parent yet there.
    /// Spans below 1 become 1, GtkGrid's smallest.
    func setGridCell(_ cell: GridCell, for child: any NativeWidget) {
        guard isGrid else { return }
        guard let child = directChild(child) else {
            guard let adopted = adoptable(child) else { return }
            hold(adopted) { attach($0, at: cell) }
            return
        }
#if GTK4
        // GTK 4 keeps a grid child's cell in its layout child; re-attaching sets all four at once.
        g_object_ref(child.widget)
        defer { g_object_unref(child.widget) }
        gtk_grid_remove(grid, child.widget)
        attach(child.widget, at: cell)
#else
        GObjectBridge.setChildInt("left-attach", cell.column, of: child.widget, in: widget)
        GObjectBridge.setChildInt("top-attach", cell.row, of: child.widget, in: widget)
        GObjectBridge.setChildInt("width", max(cell.columnSpan, 1), of: child.widget, in: widget)
        GObjectBridge.setChildInt("height", max(cell.rowSpan, 1), of: child.widget, in: widget)
#endif
    }

    private func attach(_ child: UnsafeMutablePointer<GtkWidget>, at cell: GridCell) {
        gtk_grid_attach(grid, child, gint(cell.column), gint(cell.row),
                        gint(max(cell.columnSpan, 1)), gint(max(cell.rowSpan, 1)))
    }

    func gridCell(of child: any NativeWidget) -> GridCell? {
        guard isGrid, let child = directChild(child) else { return nil }
        return cell(of: child.widget)
    }

    private func cell(of child: UnsafeMutablePointer<GtkWidget>) -> GridCell {
#if GTK4
        var column: gint = 0, row: gint = 0, width: gint = 1, height: gint = 1
        gtk_grid_query_child(grid, child, &column, &row, &width, &height)
        return GridCell(column: Int(column), row: Int(row), columnSpan: Int(width), rowSpan: Int(height))
#else
        GridCell(
            column: GObjectBridge.childInt("left-attach", of: child, in: widget),
            row: GObjectBridge.childInt("top-attach", of: child, in: widget),
            columnSpan: GObjectBridge.childInt("width", of: child, in: widget),
            rowSpan: GObjectBridge.childInt("height", of: child, in: widget))
#endif
    }

    /// The first row below every child (counting row spans).
    private func nextFreeRow() -> Int {
        super.childWidgets().map { child in
            let cell = cell(of: child)
            return cell.row + cell.rowSpan
        }.max() ?? 0
    }
}

extension GtkBackend {
    public func makeContainer(_ layout: ContainerLayout) -> any NativeContainer {
        layout == .constraints ? GtkConstraintContainerWrapper() : GtkContainerWrapper(layout)
    }
}
#endif // GTK3 || GTK4
