import CGtk

/// GLib timeouts running Swift closures (see `NativeTimers`). The closure's box is released
/// by the source's destroy notify, whether it ran or was removed. Ids of sources that still
/// wait are kept, so that cancelling one that already ran never asks GLib to remove a source
/// that is gone (a critical).
@MainActor
final class GtkTimers {
    private static var waiting: Set<UInt32> = []

    private let work: @MainActor () -> Void
    private var id: UInt32 = 0

    private init(_ work: @escaping @MainActor () -> Void) {
        self.work = work
    }

    static func start(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> Int {
        let timer = GtkTimers(work)
        let box = Unmanaged.passRetained(timer).toOpaque()
        let milliseconds = guint(max(0, min(seconds * 1000, Double(Int32.max))).rounded())
        let id = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            guard let data else { return 0 }
            let timer = Unmanaged<GtkTimers>.fromOpaque(data).takeUnretainedValue()
            // GLib runs timeouts on the thread running the main loop: the main thread.
            MainActor.assumeIsolated {
                GtkTimers.waiting.remove(timer.id)
                timer.work()
            }
            return 0  // G_SOURCE_REMOVE: once
        }, box, { data in
            guard let data else { return }
            Unmanaged<GtkTimers>.fromOpaque(data).release()
        })
        timer.id = id
        waiting.insert(id)
        return Int(id)
    }

    static func cancel(_ id: Int) {
        guard let source = UInt32(exactly: id), waiting.remove(source) != nil else { return }
        g_source_remove(source)
    }
}

extension GtkBackend: NativeTimers {
    public func startTimer(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> Int {
        GtkTimers.start(after: seconds, work)
    }

    public func cancelTimer(_ id: Int) {
        GtkTimers.cancel(id)
    }
}
