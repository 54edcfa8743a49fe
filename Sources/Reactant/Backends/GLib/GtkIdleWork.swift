#if GTK3 || GTK4 // both GTK backends: GLib's main loop only
import GtkC

/// Work for GLib to run at idle priority below redrawing (`G_PRIORITY_LOW`), so that it
/// waits for pending input, layout and the next frame; or, given `G_PRIORITY_HIGH_IDLE`,
/// right after the event or frame being handled and before the next frame.
///
/// The closure's box is retained until GLib lets go of the source (its destroy notify), so
/// it runs at most once and never leaks, even when the source is removed unrun.
@MainActor
final class GtkIdleWork {
    private let work: @MainActor () -> Void

    private init(_ work: @escaping @MainActor () -> Void) {
        self.work = work
    }

    static func schedule(priority: Int32 = G_PRIORITY_LOW, _ work: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(GtkIdleWork(work)).toOpaque()
        g_idle_add_full(priority, { data in
            guard let data else { return 0 }
            let idle = Unmanaged<GtkIdleWork>.fromOpaque(data).takeUnretainedValue()
            // GLib runs idle sources on the thread running the main loop: the main thread.
            MainActor.assumeIsolated { idle.work() }
            return 0  // G_SOURCE_REMOVE: once
        }, box, { data in
            guard let data else { return }
            Unmanaged<GtkIdleWork>.fromOpaque(data).release()
        })
    }
}
#endif // GTK3 || GTK4
