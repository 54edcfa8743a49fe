/// Which way text runs, and so which side "leading" is: GTK mirrors boxes, header bars, grids,
/// margins (start/end) and label alignment for right-to-left languages.
public enum TextDirection: String, Equatable, Sendable {
    /// Text runs from left to right; "leading" is the left side.
    case leftToRight = "ltr"
    /// Text runs from right to left (Arabic, Hebrew); "leading" is the right side and GTK mirrors
    /// the layout.
    case rightToLeft = "rtl"

    /// The direction GTK picks for the person's language at start: GTK's own catalogue
    /// translates the message "default:LTR" to "default:RTL" for Arabic, Hebrew, Persian, …
    /// (gtk_get_locale_direction). Read the same way on both backends.
    public static var ofLocale: TextDirection {
        Localization.gtkMessage("default:LTR") == "default:RTL" ? .rightToLeft : .leftToRight
    }
}

/// Where a widget is, for tools that look at the drawn window (snapshots name the widget
/// whose area differs) and for checking that a layout is mirrored.
public struct WidgetFrame: Equatable, Sendable {
    /// The left edge, in pixels from the window's left.
    public var x: Int
    /// The top edge, in pixels from the window's top.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Makes a frame from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the point (`px`, `py`) lies inside: the left and top edges count, the right and
    /// bottom ones don't.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }
}

/// The direction and place every widget has.
/// The text direction and the on-screen area of a widget; every `NativeWidget` has them.
@MainActor
public protocol NativeGeometry: AnyObject {
    /// The widget's text direction (gtk_widget_get_direction): the backend's default unless
    /// the widget was given its own.
    var textDirection: TextDirection { get }
    /// The widget's area in its window's coordinates, once the window has laid it out
    /// (GTK's allocation); nil before that, for widgets not in a shown window, and always on
    /// the headless backend, which lays nothing out.
    var frameInWindow: WidgetFrame? { get }
}
