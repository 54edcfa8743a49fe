#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkWidget the app made, taken over as any other: ref-sunk, unreffed when the wrapper
/// goes. If the app destroys it meanwhile, GTK takes it out of its parent; the wrapper notices
/// (`isDestroyed`) and keeps its reference until it goes, so the pointer stays valid.
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
        guard let pointer else {
            Diagnostics.error("NativeView(\(typeName)): the GtkWidget pointer is NULL; nothing to wrap.")
            return nil
        }
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_widget_get_type()) != 0,
              pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count > 0 else {
            Diagnostics.error("NativeView(\(typeName)): the pointer is not a live GtkWidget (freed, destroyed, or another type); nothing to wrap.")
            return nil
        }
        let widget = pointer.assumingMemoryBound(to: GtkWidget.self)
        if GObjectBridge.bool(gtk_widget_in_destruction(widget)) {
            Diagnostics.error("NativeView(\(typeName)): the widget is being destroyed; nothing to wrap.")
            return nil
        }
        if GObjectBridge.bool(gtk_widget_is_toplevel(widget)) {
            Diagnostics.error("NativeView(\(typeName)): a toplevel window can't be put inside a view; use Window for windows.")
            return nil
        }
        if gtk_widget_get_parent(widget) != nil {
            Diagnostics.error("NativeView(\(typeName)): the widget is already inside a container; take it out first.")
            return nil
        }
        if wrapper(of: widget) != nil {
            Diagnostics.error("NativeView(\(typeName)): the widget already belongs to a toolkit view.")
            return nil
        }
        return GtkForeignWrapper(adopting: widget)
    }
}
#endif // GTK3
