#if GTK3 || GTK4 // both GTK backends: GLib's main loop and libdispatch only
import GtkC
#if canImport(Glibc)
import Glibc
#endif

/// Lets main-actor work (a `Task { @MainActor in … }`, a `DispatchQueue.main.async` block) run
/// while GTK's main loop runs.
///
/// Why: on Linux the main actor is libdispatch's main queue, and that queue runs only when the
/// loop owning the main thread drains it (dispatch_main, Foundation's RunLoop). Under
/// `g_application_run` that loop is GLib's, so without this bridge such work would wait until
/// the application quits. The bridge does what CoreFoundation's run loop does: it watches
/// the queue's wake-up file descriptor and drains the queue when it fires. Those two
/// libdispatch entry points (the `_4CF` ones) are found with `dlsym`, so a libdispatch
/// without them only loses the bridge.
@MainActor
enum GtkMainQueueBridge {
    private typealias HandleFunction = @convention(c) () -> Int32
    fileprivate typealias DrainFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Runs `body` (which runs a GLib main loop) with the bridge installed.
    ///
    /// Not when called from inside a task (a Swift Testing test, an `async` main): whoever
    /// runs that task drains the main queue already, and draining it again from here would
    /// run other main-actor jobs in the middle of this synchronous call.
    static func whileInstalled<Result>(_ body: () -> Result) -> Result {
        let insideTask = withUnsafeCurrentTask { $0 != nil }
        guard !insideTask,
              let handle = symbol("_dispatch_get_main_queue_handle_4CF", as: HandleFunction.self),
              let drain = symbol("_dispatch_main_queue_callback_4CF", as: DrainFunction.self),
              let channel = g_io_channel_unix_new(handle())
        else { return body() }
        let source = g_io_add_watch(channel, G_IO_IN, drainOnWakeUp, unsafeBitCast(drain, to: UnsafeMutableRawPointer.self))
        g_io_channel_unref(channel)  // the watch keeps its own reference
        defer { g_source_remove(source) }
        return body()
    }

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(address, to: type)
    }
}

/// Set while the queue is being drained: a main-actor job that itself iterates the GLib loop
/// (`processPendingEvents`) must not drain the queue again from inside that job.
nonisolated(unsafe) private var isDraining = false
/// A wake-up that arrived during a drain; the outer drain runs once more for it.
nonisolated(unsafe) private var wokenWhileDraining = false

/// The GLib watch callback: resets the eventfd (as CoreFoundation does) and drains the queue.
private let drainOnWakeUp: GIOFunc = { channel, _, data in
    var count: UInt64 = 0
    _ = read(g_io_channel_unix_get_fd(channel), &count, MemoryLayout<UInt64>.size)
    guard !isDraining else {
        wokenWhileDraining = true
        return 1
    }
    let drain = unsafeBitCast(data, to: GtkMainQueueBridge.DrainFunction.self)
    isDraining = true
    repeat {
        wokenWhileDraining = false
        drain(nil)
    } while wokenWhileDraining
    isDraining = false
    return 1
}
#endif // GTK3 || GTK4
