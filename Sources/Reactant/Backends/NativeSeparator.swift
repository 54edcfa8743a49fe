/// A line between groups of widgets (GtkSeparator).
@MainActor
public protocol NativeSeparator: NativeWidget {
    /// True for an upright line between widgets side by side; fixed when the backend made it.
    var isVertical: Bool { get }
}
