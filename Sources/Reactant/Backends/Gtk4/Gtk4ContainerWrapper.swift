#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A box (GtkBox) or grid (GtkGrid) of GTK 4; constraint containers are
/// `Gtk4ConstraintContainerWrapper`.
@MainActor
final class Gtk4ContainerWrapper: Gtk4WidgetWrapper, NativeContainer {
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
            let grid: UnsafeMutablePointer<GtkGrid> = Gtk4Object.cast(widget)
            gtk_grid_set_row_spacing(grid, guint(max(rowSpacing, 0)))
            gtk_grid_set_column_spacing(grid, guint(max(columnSpacing, 0)))
        case .constraints:
            // The backend makes a Gtk4ConstraintContainerWrapper for these.
            widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        }
        super.init(widget: widget, kind: .container)
    }

    override var displayName: String {
        switch containerLayout {
        case .vertical: "vertical box"
        case .horizontal: "horizontal box"
        case .grid: "grid"
        case .constraints: "constraint box"
        }
    }

    private var isGrid: Bool {
        if case .grid = containerLayout { return true }
        return false
    }

    private var grid: UnsafeMutablePointer<GtkGrid> { Gtk4Object.cast(widget) }

    /// A grid's children in reading order (row, then column), as on GTK 3 and headless.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        let children = super.childWidgets()
        guard isGrid else { return children }
        return children.enumerated().sorted { first, second in
            let a = cell(of: first.element), b = cell(of: second.element)
            return (a.row, a.column, first.offset) < (b.row, b.column, second.offset)
        }.map(\.element)
    }

    func append(_ child: any NativeWidget) {
        guard let child = adoptable(child) else { return }
        hold(child) { childWidget in
            if isGrid {
                gtk_grid_attach(grid, childWidget, 0, gint(nextFreeRow()), 1, 1)
            } else {
                gtk_box_append(Gtk4Object.cast(widget), childWidget)
            }
        }
    }

    func remove(_ child: any NativeWidget) {
        guard let child = child as? Gtk4WidgetWrapper, gtk_widget_get_parent(child.widget) == widget else { return }
        release(child)
    }

    /// GTK 4 keeps a grid child's cell in its layout child; re-attaching sets all four at once.
    func setGridCell(_ cell: GridCell, for child: any NativeWidget) {
        guard isGrid else { return }
        let wrapper: Gtk4WidgetWrapper
        if let existing = child as? Gtk4WidgetWrapper, gtk_widget_get_parent(existing.widget) == widget {
            wrapper = existing
            g_object_ref(existing.widget)
            gtk_grid_remove(grid, existing.widget)
            defer { g_object_unref(existing.widget) }
            attach(wrapper.widget, at: cell)
            return
        }
        guard let adopted = adoptable(child) else { return }
        hold(adopted) { attach($0, at: cell) }
    }

    private func attach(_ child: UnsafeMutablePointer<GtkWidget>, at cell: GridCell) {
        gtk_grid_attach(grid, child, gint(cell.column), gint(cell.row),
                        gint(max(cell.columnSpan, 1)), gint(max(cell.rowSpan, 1)))
    }

    func gridCell(of child: any NativeWidget) -> GridCell? {
        guard isGrid, let child = child as? Gtk4WidgetWrapper, gtk_widget_get_parent(child.widget) == widget else { return nil }
        return cell(of: child.widget)
    }

    private func cell(of child: UnsafeMutablePointer<GtkWidget>) -> GridCell {
        var column: gint = 0, row: gint = 0, width: gint = 1, height: gint = 1
        gtk_grid_query_child(grid, child, &column, &row, &width, &height)
        return GridCell(column: Int(column), row: Int(row), columnSpan: Int(width), rowSpan: Int(height))
    }

    private func nextFreeRow() -> Int {
        super.childWidgets().map { child in
            let cell = cell(of: child)
            return cell.row + cell.rowSpan
        }.max() ?? 0
    }
}
#endif // GTK4
