/// Layout values shared by both backends. They are GTK's own layout vocabulary (margins,
/// expand flags, alignment, size requests, grid cells) and nothing more, so the GTK backend
/// maps each field onto one widget property and the headless backend stores them as they are.

/// Space around a widget, in logical pixels. `leading`/`trailing` follow the text direction
/// (GTK's margin-start/margin-end).
public struct EdgeInsets: Equatable, Sendable {
    /// Space above, in pixels (margin-top).
    public var top: Int
    /// Space on the leading side: left, or right in a right-to-left language (margin-start).
    public var leading: Int
    /// Space below, in pixels (margin-bottom).
    public var bottom: Int
    /// Space on the trailing side: right, or left in a right-to-left language (margin-end).
    public var trailing: Int

    /// Makes insets from the four sides; a side not given is 0.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Makes the same inset on all four sides.
    public init(all inset: Int) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No space on any side.
    public static let zero = EdgeInsets()
}

/// How a widget sits inside the space its parent gives it (GtkAlign).
public enum LayoutAlignment: String, Equatable, Sendable {
    /// Takes the whole space (GTK_ALIGN_FILL, the default).
    case fill
    /// Keeps its natural size at the start: top, or leading (left, right in a right-to-left
    /// language).
    case start
    /// Keeps its natural size at the end: bottom, or trailing.
    case end
    /// Keeps its natural size in the middle.
    case center
    /// Lines its text up with the baseline of its row (GTK_ALIGN_BASELINE; vertical only, else as
    /// `start`).
    case baseline
}

/// A cell of a grid container (GtkGrid's left-attach, top-attach, width, height).
public struct GridCell: Equatable, Sendable {
    /// The first column, from 0 (GtkGrid's left-attach; mirrored in a right-to-left language).
    public var column: Int
    /// The first row, from 0 (top-attach).
    public var row: Int
    /// How many columns the widget spans (width).
    public var columnSpan: Int
    /// How many rows the widget spans (height).
    public var rowSpan: Int

    /// Makes a cell at `column`, `row`, one cell large unless spans are given.
    public init(column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) {
        self.column = column
        self.row = row
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }
}

/// Everything a widget says about its own placement.
public struct WidgetLayout: Equatable, Sendable {
    /// Space around the widget; its parent gives it its size plus these.
    public var margins = EdgeInsets.zero
    /// Whether the widget takes a share of extra width its parent has (gtk_widget_set_hexpand); the
    /// default is not to.
    public var expandsHorizontally = false
    /// Whether the widget takes a share of extra height its parent has (gtk_widget_set_vexpand).
    public var expandsVertically = false
    /// Where the widget sits across the width it gets (halign).
    public var horizontalAlignment = LayoutAlignment.fill
    /// Where the widget sits across the height it gets (valign).
    public var verticalAlignment = LayoutAlignment.fill
    /// Minimum size (GTK's size request); nil leaves the natural size.
    public var minimumWidth: Int?
    /// Minimum height (the size request's height); nil leaves the natural height.
    public var minimumHeight: Int?

    /// A layout with no margins, no expansion and both alignments `fill`, as GTK makes widgets.
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

    /// True for `.vertical` only.
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
    /// 16×16 pixels, the size of icons in menus, lists and entries.
    case small = 16
    /// 24×24 pixels, for icons on buttons and in header bars.
    case button = 24
    /// 32×32 pixels.
    case large = 32
    /// 48×48 pixels, beside a dialog's message.
    case dialog = 48
    /// A status page's icon (GNOME's empty and loading states).
    case statusPage = 96
}
