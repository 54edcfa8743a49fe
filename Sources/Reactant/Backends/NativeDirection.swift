/// Which way text runs, and so which side "leading" is: GTK mirrors boxes, header bars, grids,
/// margins (start/end) and label alignment for right-to-left languages.
public enum TextDirection: String, Equatable, Sendable {
    case leftToRight = "ltr"
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
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }
}

/// The direction and place every widget has.
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
