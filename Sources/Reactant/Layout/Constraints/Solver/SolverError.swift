/// What the solver refuses.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is in the solver already.
    case duplicateConstraint
    /// A required constraint that contradicts the required ones already there; it is not added.
    case unsatisfiableConstraint
    /// The constraint was never added (or already removed).
    case unknownConstraint
    /// The variable is an edit variable of this solver already.
    case duplicateEditVariable
    /// The variable is not an edit variable of this solver (never added, or already removed).
    case unknownEditVariable
    /// Edit variables are suggestions; a required one would be a constraint.
    case requiredEditVariable
    /// The objective has no bound: a bug in the solver, never the caller's input.
    case internalError(String)

    /// The refusal as a sentence fragment, for diagnostics.
    public var description: String {
        switch self {
        case .duplicateConstraint: "the constraint was added already"
        case .unsatisfiableConstraint: "the required constraint contradicts other required constraints"
        case .unknownConstraint: "the constraint is not in the solver"
        case .duplicateEditVariable: "the variable is an edit variable already"
        case .unknownEditVariable: "the variable is not an edit variable"
        case .requiredEditVariable: "an edit variable can't be required"
        case .internalError(let detail): "internal solver error: \(detail)"
        }
    }
}
