extension HeadlessBackend: NativeTimers {
    public func startTimer(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> Int {
        clock.schedule(after: seconds, work)
    }

    public func cancelTimer(_ id: Int) {
        clock.cancel(id)
    }
}
