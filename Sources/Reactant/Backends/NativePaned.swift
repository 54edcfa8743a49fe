/// Two widgets side by side (or one above the other) with a handle between them (GtkPaned).
@MainActor
public protocol NativePaned: NativeWidget {
    var isVertical: Bool { get }
    var start: (any NativeWidget)? { get set }
    var end: (any NativeWidget)? { get set }
    /// Where the handle is, in pixels from the start; nil until set or laid out. Negative
    /// values are refused as GTK refuses them (it takes -1 as "unset").
    var position: Int? { get set }
}
