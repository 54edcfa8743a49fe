extension HeadlessBackend: NativeTimers {
    /// On the virtual clock: it runs when `processEvents(for:)` passes its time.
    @discardableResult
    public func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        var scheduled: ScheduledWork?
        let id = clock.schedule(after: seconds) {
            scheduled?.finished()
            work()
        }
        let result = ScheduledWork { [weak clock] in clock?.cancel(id) }
        scheduled = result
        return result
    }
}
