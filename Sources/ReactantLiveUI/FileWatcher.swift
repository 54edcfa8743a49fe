import GtkC
import Foundation

/// GIO's GFileMonitor on each watched file, calling `onChange` on the main loop.
@MainActor
final class FileWatcher {
    private let onChange: @MainActor () -> Void
    private var monitors: [(monitor: UnsafeMutablePointer<GFileMonitor>, handler: gulong)] = []

    init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    func watch(_ path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return
        }
        // Editors save in bursts (write, rename, attribute change): 100 ms between events is
        // plenty to stay within a second of the save.
        g_file_monitor_set_rate_limit(monitor, 100)
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
            guard let data else { return }
            let watcher = Unmanaged<FileWatcher>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { watcher.onChange() }
        }
        let handler = g_signal_connect_data(monitor, "changed", unsafeBitCast(callback, to: GCallback.self),
                                            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
        monitors.append((monitor, handler))
    }

    isolated deinit {
        // The handlers hold this object unretained: they go before it does.
        for (monitor, handler) in monitors {
            g_signal_handler_disconnect(monitor, handler)
            g_file_monitor_cancel(monitor)
            g_object_unref(monitor)
        }
    }
}
