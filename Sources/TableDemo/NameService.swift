/// Where the table's names come from. A non-final class so tests and the module can
/// substitute other answers (none, slow ones).
@MainActor
open class NameService {
    public let delay: Duration

    /// - Parameter delay: how long `names()` takes to answer (a slow network, say).
    public init(delay: Duration = .zero) {
        self.delay = delay
    }

    open var storedNames: [String] {
        ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra",
         "Frances Allen", "Grace Hopper", "John McCarthy", "Ken Thompson", "Margaret Hamilton",
         "Niklaus Wirth", "Radia Perlman", "Tony Hoare"]
    }

    public func names() async -> [String] {
        if delay > .zero { try? await Task.sleep(for: delay) }
        return storedNames
    }
}

/// A service that knows no names, for the empty state.
@MainActor
public final class EmptyNameService: NameService {
    public override var storedNames: [String] { [] }
}
