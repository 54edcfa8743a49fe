/// One-shot timers on the backend's main loop (a toast's timeout, `throttle`, `debounce`,
/// `View.animate`'s completion): GLib timeouts on GTK; on the headless backend the virtual
/// clock, which only moves when a test lets time pass (`processEvents(for:)`,
/// `Interact.wait(seconds:)`), so such a test is deterministic.
@MainActor
public protocol NativeTimers: AnyObject {
    /// Runs `work` once, `seconds` from now, on the main loop; the handle cancels it.
    @discardableResult
    func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}

/// Work the main loop runs once, later (see `NativeTimers`). Cancelling work that ran or was
/// cancelled does nothing.
@MainActor
public final class ScheduledWork {
    private var cancelHandler: (() -> Void)?

    init(cancel: @escaping () -> Void) {
        cancelHandler = cancel
    }

    /// Keeps the work from running (g_source_remove on GTK); the work is then released.
    public func cancel() {
        cancelHandler?()
        cancelHandler = nil
    }

    /// The work ran: nothing to cancel any more.
    func finished() { cancelHandler = nil }
}
