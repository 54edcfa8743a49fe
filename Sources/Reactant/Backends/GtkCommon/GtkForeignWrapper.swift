#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkWidget the app made, taken over as any other: ref-sunk, unreffed when the wrapper
/// goes. If the app destroys it meanwhile (GTK 3 takes it out of its parent; GTK 4 emits
/// "destroy" when it is disposed), the wrapper notices (`isDestroyed`) and keeps its reference
/// until it goes, so the pointer stays valid.
@MainActor
final class GtkForeignWrapper: GtkWidgetWrapper, NativeForeign {
    let typeName: String

    init(adopting widget: UnsafeMutablePointer<GtkWidget>) {
        typeName = GObjectBridge.string(g_type_name_from_instance(GObjectBridge.cast(widget))) ?? "GtkWidget"
        super.init(widget: widget, kind: .foreign)
        connect("destroy") { [weak self] _ in
            self?.isDestroyed = true
            return false
        }
    }

    override var displayName: String { typeName }
    /// Whatever GTK put inside the foreign widget is its own.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    var gtkWidget: UnsafeMutableRawPointer? { isDestroyed ? nil : UnsafeMutableRawPointer(widget) }

    /// The checks `WidgetFactory.makeForeign` promises, then the wrapper.
    static func adopt(_ pointer: UnsafeMutableRawPointer?, typeName: String) -> GtkForeignWrapper? {
        ForeignWidgetCheck.adoptable(pointer, typeName: typeName) { wrapper(of: $0) != nil }.map(GtkForeignWrapper.init(adopting:))
    }
}

extension GtkBackend {
    public func makeForeign(gtkWidget: UnsafeMutableRawPointer?, typeName: String) -> (any NativeForeign)? {
        GtkForeignWrapper.adopt(gtkWidget, typeName: typeName)
    }
}
#endif // GTK3 || GTK4
