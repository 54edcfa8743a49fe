/// A line between groups of widgets (GtkSeparator).
@MainActor
public protocol NativeSeparator: NativeWidget {
    var isVertical: Bool { get }
}
