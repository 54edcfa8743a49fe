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
    var frameInWindow: LayoutRect? { get }
}
