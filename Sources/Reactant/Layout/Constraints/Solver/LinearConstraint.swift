/// `expression ≤ 0`, `= 0` or `≥ 0` with a strength: one fact the solver keeps (if required)
/// or keeps as well as it can (otherwise). Compared by identity, so the same constraint can be
/// removed again.
public final class LinearConstraint: Hashable, CustomStringConvertible {
    public enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    public let expression: LinearExpression
    public let relation: Relation
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

    public static func == (lhs: LinearConstraint, rhs: LinearConstraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let symbol = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(expression) \(symbol) 0 (\(strength))"
    }
}
