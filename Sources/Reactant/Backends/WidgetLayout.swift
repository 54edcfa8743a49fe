/// Layout values shared by both backends. They are GTK's own layout vocabulary (margins,
/// expand flags, alignment, size requests, grid cells) and nothing more, so the GTK backend
/// maps each field onto one widget property and the headless backend stores them as they are.

/// Space around a widget, in logical pixels. `leading`/`trailing` follow the text direction
/// (GTK's margin-start/margin-end).
public struct EdgeInsets: Equatable, Sendable {
    public var top: Int
    public var leading: Int
    public var bottom: Int
    public var trailing: Int

    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all inset: Int) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    public static let zero = EdgeInsets()
}

/// How a widget sits inside the space its parent gives it (GtkAlign).
public enum LayoutAlignment: String, Equatable, Sendable {
    case fill, start, end, center, baseline
}

/// A cell of a grid container (GtkGrid's left-attach, top-attach, width, height).
public struct GridCell: Equatable, Sendable {
    public var column: Int
    public var row: Int
    public var columnSpan: Int
    public var rowSpan: Int

    public init(column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) {
        self.column = column
        self.row = row
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }
}

/// Everything a widget says about its own placement.
public struct WidgetLayout: Equatable, Sendable {
    public var margins = EdgeInsets.zero
    public var expandsHorizontally = false
    public var expandsVertically = false
    public var horizontalAlignment = LayoutAlignment.fill
    public var verticalAlignment = LayoutAlignment.fill
    /// Minimum size (GTK's size request); nil leaves the natural size.
    public var minimumWidth: Int?
    public var minimumHeight: Int?

    public init() {}
}

/// How a container arranges its children.
public enum ContainerLayout: Equatable, Sendable {
    /// Children one below the other (a vertical GtkBox).
    case vertical(spacing: Int = 0)
    /// Children side by side (a horizontal GtkBox).
    case horizontal(spacing: Int = 0)
    /// Children in cells (GtkGrid); place each with `layout.cell(...)`.
    case grid(rowSpacing: Int = 0, columnSpacing: Int = 0)
    /// Children where their constraints put them (`view.snp.makeConstraints`), solved by the
    /// toolkit's constraint solver (a `NativeConstraintContainer`).
    case constraints

    public var isVertical: Bool {
        if case .vertical = self { return true }
        return false
    }

    /// How diagnostics and the widget tree name a container of this layout, on both backends.
    var displayName: String {
        switch self {
        case .vertical: "vertical box"
        case .horizontal: "horizontal box"
        case .grid: "grid"
        case .constraints: "constraint box"
        }
    }
}

/// The named icon sizes of the desktop icon theme.
public enum IconSize: Int, Equatable, Sendable {
    case small = 16, button = 24, large = 32, dialog = 48
    /// A status page's icon (GNOME's empty and loading states).
    case statusPage = 96
}
