#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkWidget the app made, taken over as any other: ref-sunk, unreffed when the wrapper
/// goes. If the app destroys it meanwhile (GTK 4 emits "destroy" when it is disposed), the
/// wrapper notices (`isDestroyed`) and keeps its reference until it goes.
@MainActor
final class Gtk4ForeignWrapper: Gtk4WidgetWrapper, NativeForeign {
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
    static func adopt(_ pointer: UnsafeMutableRawPointer?, typeName: String) -> Gtk4ForeignWrapper? {
        ForeignWidgetCheck.adoptable(pointer, typeName: typeName) { wrapper(of: $0) != nil }.map(Gtk4ForeignWrapper.init(adopting:))
    }
}
#endif // GTK4
