/// A plain C reference table's steps (CTableBench's tables on GTK 3, CGtk4ListViewBench's
/// GtkListView on GTK 4): the C functions that do each step.
@MainActor
public struct CTableSteps {
    public var updateAll: (_ generation: Int32) -> Void
    public var changeOne: (_ index: Int32, _ name: String) -> Void
    public var insert: (_ index: Int32, _ name: String) -> Void
    public var scrollToTop: () -> Void
    public var scrollToEnd: () -> Void
    public var clear: () -> Void

    public init(updateAll: @escaping (Int32) -> Void, changeOne: @escaping (Int32, String) -> Void,
                insert: @escaping (Int32, String) -> Void, scrollToTop: @escaping () -> Void,
                scrollToEnd: @escaping () -> Void, clear: @escaping () -> Void) {
        (self.updateAll, self.changeOne, self.insert) = (updateAll, changeOne, insert)
        (self.scrollToTop, self.scrollToEnd, self.clear) = (scrollToTop, scrollToEnd, clear)
    }

    /// Times the steps after the first frame, in the order of `metrics`: the C tables change
    /// their store in place, so the `.items` and `updateItems` steps are the same calls.
    public func time(with timer: StepTimer, rows count: Int) {
        let middle = count / 2
        timer.timed(steps.everyRow) { sample in updateAll(Int32(sample + 1)) }
        timer.timed(steps.oneRow) { sample in changeOne(2, "Changed \(sample)") }
        timer.timed(steps.insert) { _ in insert(Int32(middle), "Inserted") }
        timer.timed(steps.oneRow) { sample in changeOne(3, "Changed \(sample)") }
        timer.timed(steps.insert) { _ in insert(Int32(middle + 1), "Inserted") }
        timer.timed(steps.scroll, before: scrollToTop) { _ in scrollToEnd() }
        timer.timed { _ in clear() }
    }
}
