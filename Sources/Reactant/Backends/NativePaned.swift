/// Two widgets side by side (or one above the other) with a handle between them (GtkPaned).
@MainActor
public protocol NativePaned: NativeWidget {
    /// True when the two widgets sit one above the other (the handle is horizontal); fixed when the
    /// backend made it.
    var isVertical: Bool { get }
    /// The left (right, in a right-to-left language) or top widget (GtkPaned's first child);
    /// setting another takes the old one out.
    var start: (any NativeWidget)? { get set }
    /// The widget on the other side of the handle (GtkPaned's second child); setting another takes
    /// the old one out.
    var end: (any NativeWidget)? { get set }
    /// Where the handle is, in pixels from the start; nil until set or laid out. Negative
    /// values are refused as GTK refuses them (it takes -1 as "unset").
    var position: Int? { get set }
}
