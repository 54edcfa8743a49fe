/// One-shot timers on the backend's main loop, for time-based stream operators (`throttle`,
/// `debounce`): GLib timeouts on GTK; on the headless backend the virtual clock, which only
/// moves when a test lets time pass (`processEvents(for:)`, `Interact.wait(seconds:)`), so
/// such a test is deterministic.
@MainActor
public protocol NativeTimers: AnyObject {
    /// Runs `work` once, `seconds` from now, on the main loop; the id is for `cancelTimer`.
    func startTimer(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> Int
    /// Stops a timer that has not run yet; an id that ran or was cancelled is ignored.
    func cancelTimer(_ id: Int)
}
