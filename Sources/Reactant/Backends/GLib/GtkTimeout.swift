#if GTK3 || GTK4 // both GTK backends: GLib's main loop only
import GtkC

/// A GLib timeout that runs a closure once (GTK's `NativeTimers`). The closure's box is
/// retained until GLib lets go of the source (its destroy notify), so it runs at most once and
/// never leaks, also when the source is removed unrun; cancelling after it ran removes nothing
/// (removing a source that is gone is a critical).
@MainActor
final class GtkTimeout {
    private let work: @MainActor () -> Void
    private var sourceID: guint = 0
    private weak var handle: ScheduledWork?

    private init(_ work: @escaping @MainActor () -> Void) {
        self.work = work
    }

    static func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let timeout = GtkTimeout(work)
        let box = Unmanaged.passRetained(timeout).toOpaque()
        // NaN and negative times run at once; longer than GLib counts waits as long as it can.
        let milliseconds = seconds > 0 ? guint(min(seconds * 1000, Double(guint.max)).rounded()) : 0
        timeout.sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            guard let data else { return 0 }
            let timeout = Unmanaged<GtkTimeout>.fromOpaque(data).takeUnretainedValue()
            // GLib runs timeouts on the thread running the main loop: the main thread.
            MainActor.assumeIsolated {
                timeout.sourceID = 0
                timeout.handle?.finished()
                timeout.work()
            }
            return 0  // G_SOURCE_REMOVE: once
        }, box, { data in
            guard let data else { return }
            Unmanaged<GtkTimeout>.fromOpaque(data).release()
        })
        let handle = ScheduledWork { [weak timeout] in
            MainActor.assumeIsolated {
                guard let timeout, timeout.sourceID != 0 else { return }
                g_source_remove(timeout.sourceID)
                timeout.sourceID = 0
            }
        }
        timeout.handle = handle
        return handle
    }
}

extension GtkBackend: NativeTimers {
    @discardableResult
    public func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        GtkTimeout.schedule(after: seconds, work)
    }
}
#endif // GTK3 || GTK4
