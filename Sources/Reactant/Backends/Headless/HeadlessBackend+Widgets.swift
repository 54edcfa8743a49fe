/// The headless backend's events over time (see `WidgetFactory`); the twins of the wider widget
/// set are made in their own files.
extension HeadlessBackend {
    /// Moves the virtual clock on by `seconds` (running the timers it passes), then runs
    /// what is pending.
    public func processEvents(for seconds: Double) {
        processPendingEvents()
        clock.advance(by: seconds)
        processPendingEvents()
    }

    /// Runs `processPendingEvents` once, whatever `frames` is: there is nothing to draw headless.
    public func processEventsUntilDrawn(frames: Int) {
        processPendingEvents()
    }
}
