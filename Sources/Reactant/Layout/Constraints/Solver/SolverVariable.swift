/// An unknown of a linear system: a view's left edge, a container's width, …
///
/// Variables are compared by identity. `value` holds the solver's answer after
/// `ConstraintSolver.updateVariables()`; it is only read, never used by the solver itself.
public final class SolverVariable: Hashable, CustomStringConvertible {
    /// A name for diagnostics ("Label.left").
    public let name: String
    /// The solver's answer, as of the last `ConstraintSolver.updateVariables()`; 0 before.
    public internal(set) var value: Double = 0
    /// The symbol each solver that knows this variable gave it, by the solver's token: a
    /// variable is in one to three solvers, so a scan finds it faster than hashing. Unchecked
    /// for exclusivity as the solver's own state is (see `ConstraintSolver.rows`).
    @exclusivity(unchecked) var symbols: [(solver: UInt64, symbol: SolverSymbol)] = []

    /// A new unknown, named `name` in diagnostics; names need not be unique.
    public init(_ name: String) {
        self.name = name
    }

    /// True only for the same object: two variables with one name are still two unknowns.
    public static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs === rhs }
    /// Hashes the object's identity, matching `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The variable's name.
    public var description: String { name }
}
