import FoundationEssentials
import Glibc

/// Counts of the work constraint layouts did, for benchmarks and for tests that check a
/// resize re-solves incrementally (suggested values, no constraints added or removed).
/// Process-wide; `reset()` between measurements.
@MainActor
public enum ConstraintLayoutStatistics {
    /// Size requests answered (`preferredSize`) and how many of them were solved again
    /// rather than answered from the last answer.
    public private(set) static var measures = 0
    /// Of `measures`, those solved again rather than answered from the last answer.
    public private(set) static var measuresSolved = 0
    /// Allocations (`frames`) and how many of them needed the solver (a new size, or changed
    /// constraints or natural sizes) rather than the last frames.
    public private(set) static var allocations = 0
    /// Of `allocations`, those that needed the solver.
    public private(set) static var allocationsSolved = 0
    /// Linear constraints added to and removed from the solvers (three solvers count three).
    public private(set) static var constraintsAdded = 0
    /// Linear constraints removed from the solvers (three solvers count three).
    public private(set) static var constraintsRemoved = 0
    /// Values suggested for the containers' edit variables (their width and height).
    public private(set) static var suggestions = 0
    /// Time spent in size requests and in allocations, in seconds.
    public private(set) static var measureSeconds = 0.0
    /// Time spent in allocations, in seconds.
    public private(set) static var allocationSeconds = 0.0

    /// Sets every count and time back to 0, before a measurement.
    public static func reset() {
        measures = 0; measuresSolved = 0; allocations = 0; allocationsSolved = 0
        constraintsAdded = 0; constraintsRemoved = 0; suggestions = 0
        measureSeconds = 0; allocationSeconds = 0
    }

    static func countMeasure(solved: Bool, seconds: Double) {
        measures += 1
        if solved { measuresSolved += 1 }
        measureSeconds += seconds
    }

    static func countAllocation(solved: Bool, seconds: Double) {
        allocations += 1
        if solved { allocationsSolved += 1 }
        allocationSeconds += seconds
    }

    static func countAdded(_ count: Int) { constraintsAdded += count }
    static func countRemoved(_ count: Int) { constraintsRemoved += count }
    static func countSuggestion() { suggestions += 1 }

    /// A monotonic clock in seconds (cheap: clock_gettime).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
