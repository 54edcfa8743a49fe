#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper names GTK 4's in a GTK 4 build)
import GtkC

/// Finding a widget's wrapper again, alike on GTK 3 and GTK 4: the wrapper hangs on its widget
/// as qdata (`wrapperQuark`: set by `attachToWidget`, cleared by the class's deinit).
extension GtkWidgetWrapper {
    /// The qdata key under which a widget keeps its wrapper (see `wrapper(of:)`).
    static let wrapperQuark = g_quark_from_string("reactant-wrapper")

    /// Takes the new widget's floating reference and hangs this wrapper on it, unretained:
    /// the wrapper owns the widget, not the other way round.
    func attachToWidget() {
        g_object_ref_sink(widget)
        g_object_set_qdata(object, Self.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    var object: UnsafeMutablePointer<GObject> { GObjectBridge.cast(widget) }

    /// The wrapper that owns `widget`, or nil for widgets GTK made for itself.
    static func wrapper(of widget: UnsafeMutablePointer<GtkWidget>?) -> GtkWidgetWrapper? {
        guard let widget, let raw = g_object_get_qdata(GObjectBridge.cast(widget), wrapperQuark) else { return nil }
        return Unmanaged<GtkWidgetWrapper>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The GTK wrapper behind a protocol value; nil (with a diagnostic) for another backend's.
    static func gtkWrapper(_ widget: any NativeWidget, for operation: String) -> GtkWidgetWrapper? {
        if let wrapper = widget as? GtkWidgetWrapper { return wrapper }
        Diagnostics.error("\(operation): \(type(of: widget)) is not a GTK widget; widgets of two backends can't be mixed.")
        return nil
    }

    func onFinalize(_ body: @escaping @MainActor () -> Void) {
        GtkFinalizeNotifier.add(to: object, body)
    }
}
#endif
