/// What table-bench's GTK 3 and GTK 4 modes measure alike: the rows, how often each step runs
/// and the figures reported, so that the two builds' tables compare line by line.

public struct BenchRow: Identifiable, Equatable {
    public let id: Int
    public var name: String
    public var detail: String

    public init(id: Int, name: String, detail: String) { (self.id, self.name, self.detail) = (id, name, detail) }
}

/// How many times each step runs in one process (its figure is the median): small steps
/// vary most on a shared machine, so they run more often.
public let steps = (everyRow: 3, oneRow: 15, insert: 9, scroll: 5)

/// The figures of a configuration's "RESULT " line, in order.
public let metrics = ["populate", "first frame", "update every row", "change one row", "insert in middle",
                      "change one row (updateItems)", "insert in middle (updateItems)",
                      "scroll to end", "clear", "memory (MiB)"]
