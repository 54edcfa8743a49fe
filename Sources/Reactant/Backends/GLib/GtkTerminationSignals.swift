#if GTK3 || GTK4 // both GTK backends: GLib's unix signal sources only
import GtkC
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM, SIGINT and SIGHUP through GLib's unix signal sources (g_unix_signal_add): GLib's
/// own async-signal-safe handler wakes the main loop, which then calls Swift. The first
/// signal removes the sources (GLib gives the signals their default action back when its
/// last source for one goes), so a second signal while the app shuts down ends it at once.
@MainActor
final class GtkTerminationSignals {
    static let watched: [Int32] = [SIGTERM, SIGINT, SIGHUP]
    private var sources: [guint] = []
    private let handler: @MainActor (Int32) -> Void

    init(handler: @escaping @MainActor (Int32) -> Void) {
        self.handler = handler
        for signal in Self.watched {
            let box = Unmanaged.passRetained(Box(signal: signal, owner: self)).toOpaque()
            sources.append(g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { data in
                guard let data else { return 0 }
                let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
                // GLib dispatches its sources on the thread running the main loop.
                MainActor.assumeIsolated { box.owner?.received(box.signal) }
                return 0  // G_SOURCE_REMOVE
            }, box, { data in
                guard let data else { return }
                Unmanaged<Box>.fromOpaque(data).release()
            }))
        }
    }

    /// The first signal: stop watching, then call the handler once this source is gone too
    /// (the default actions are back by then), from the main loop.
    private func received(_ signal: Int32) {
        guard !sources.isEmpty else { return }
        stop()
        let handler = handler
        GtkIdleWork.schedule {
            // Should GLib still hold a source for one of them, the default comes back anyway.
            for watched in Self.watched { Glibc.signal(watched, SIG_DFL) }
            handler(signal)
        }
    }

    /// Removes the sources that are still there (the one being dispatched goes by itself).
    func stop() {
        for source in sources {
            if let found = g_main_context_find_source_by_id(nil, source), g_source_is_destroyed(found) == 0 {
                g_source_remove(source)
            }
        }
        sources.removeAll()
    }

    /// Whether SIGTERM has its default action (nothing catches it).
    static var defaultActionIsBack: Bool {
        var current = sigaction()
        sigaction(SIGTERM, nil, &current)
        return current.__sigaction_handler.sa_handler == nil  // SIG_DFL is the null handler
    }

    private final class Box {
        let signal: Int32
        weak var owner: GtkTerminationSignals?
        init(signal: Int32, owner: GtkTerminationSignals) {
            self.signal = signal
            self.owner = owner
        }
    }
}
#endif // GTK3 || GTK4
