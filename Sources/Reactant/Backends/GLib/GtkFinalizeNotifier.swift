#if GTK3 || GTK4 // both GTK backends: GObject only
import GtkC

/// Runs closures when a GObject is finalized (for `NativeWidget.onFinalize`).
///
/// Why not `g_object_weak_ref`: GObject notifies weak references at *dispose*, and
/// `gtk_widget_destroy` disposes a widget while references to it remain (a closed window whose
/// Swift owner leaked would look freed). Data attached with `g_object_set_qdata_full` is
/// destroyed by `g_object_finalize` itself, so its destroy notify is the finalization signal a
/// leak test needs. One notifier per object holds all of its closures.
@MainActor
final class GtkFinalizeNotifier {
    private static let quark = g_quark_from_string("reactant-finalize-notifier")
    private var handlers: [@MainActor () -> Void] = []

    private init() {}

    static func add(to object: UnsafeMutablePointer<GObject>, _ body: @escaping @MainActor () -> Void) {
        if let existing = g_object_get_qdata(object, quark) {
            Unmanaged<GtkFinalizeNotifier>.fromOpaque(existing).takeUnretainedValue().handlers.append(body)
            return
        }
        let notifier = GtkFinalizeNotifier()
        notifier.handlers.append(body)
        // Retained here, released by `fire` (which GObject calls exactly once).
        g_object_set_qdata_full(object, quark, Unmanaged.passRetained(notifier).toOpaque(), fire)
    }

    /// The qdata destroy notify; GTK finalizes widgets on the main thread.
    private static let fire: GDestroyNotify = { data in
        guard let data else { return }
        let notifier = Unmanaged<GtkFinalizeNotifier>.fromOpaque(data).takeRetainedValue()
        MainActor.assumeIsolated {
            for handler in notifier.handlers { handler() }
        }
    }
}
#endif // GTK3 || GTK4
