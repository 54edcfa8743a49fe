/// The headless backend's virtual time: it stands still until `advance(by:)` moves it, and
/// then runs the timers it passes, in the order they are due. Timers stand for GTK's
/// timeouts (a search entry's delay), so a test that waits 150 ms sees the same on both
/// backends without sleeping.
@MainActor
final class HeadlessClock {
    private(set) var now = 0.0
    private var timers: [(id: Int, due: Double, work: @MainActor () -> Void)] = []
    private var lastID = 0

    /// Runs `work` once `seconds` have passed; returns an id for `cancel(_:)`.
    @discardableResult
    func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> Int {
        lastID += 1
        timers.append((lastID, now + max(0, seconds), work))
        return lastID
    }

    func cancel(_ id: Int) {
        timers.removeAll { $0.id == id }
    }

    /// Moves the time on by `seconds`, running each timer that falls due on the way (timers
    /// they schedule run too, if due by then).
    func advance(by seconds: Double) {
        let end = now + max(0, seconds)
        while let next = timers.filter({ $0.due <= end }).min(by: { $0.due < $1.due }) {
            timers.removeAll { $0.id == next.id }
            now = max(now, next.due)
            next.work()
        }
        now = end
    }
}
