/// `expression ≤ 0`, `= 0` or `≥ 0` with a strength: one fact the solver keeps (if required)
/// or keeps as well as it can (otherwise). Compared by identity, so the same constraint can be
/// removed again.
public final class LinearConstraint: Hashable, CustomStringConvertible {
    /// How the expression compares with 0.
    public enum Relation: Sendable {
        /// `lessThanOrEqual`: expression ≤ 0; `equal`: expression = 0; `greaterThanOrEqual`:
        /// expression ≥ 0.
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The left side, compared with 0.
    public let expression: LinearExpression
    /// Whether the expression must be at most, exactly or at least 0.
    public let relation: Relation
    /// How much the constraint matters: `required` ones must hold, others are kept as well as
    /// stronger ones allow.
    public let strength: Strength

    /// `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// True only for the same object: two constraints written alike are still two constraints.
    public static func == (lhs: LinearConstraint, rhs: LinearConstraint) -> Bool { lhs === rhs }
    /// Hashes the object's identity, matching `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// "expression <= 0 (strength)", for logs and failure messages.
    public var description: String {
        let symbol = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(expression) \(symbol) 0 (\(strength))"
    }
}
