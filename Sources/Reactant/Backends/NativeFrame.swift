/// A titled border around one widget (GtkFrame).
@MainActor
public protocol NativeFrame: NativeWidget {
    /// The text set into the top of the border (GtkFrame's label); nil for a plain border.
    var title: String? { get set }
    /// The one widget inside the border; setting another takes the old one out.
    var content: (any NativeWidget)? { get set }
}
