/// A titled border around one widget (GtkFrame).
@MainActor
public protocol NativeFrame: NativeWidget {
    var title: String? { get set }
    var content: (any NativeWidget)? { get set }
}
