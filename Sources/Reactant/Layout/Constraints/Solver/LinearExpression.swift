/// `c₁·x₁ + c₂·x₂ + … + constant`, the left side of a `LinearConstraint`.
///
/// Built with ordinary arithmetic: `left + width * 0.5 - 10`. Terms of the same variable are
/// kept apart until the solver adds them up, so building stays cheap.
public struct LinearExpression: CustomStringConvertible {
    /// One `coefficient·variable` of the sum.
    public struct Term {
        /// The unknown the term multiplies.
        public let variable: SolverVariable
        /// The factor the variable is multiplied by (may be negative or 0).
        public let coefficient: Double
    }

    /// The `coefficient·variable` terms, in the order they were written; a variable may occur in
    /// more than one.
    public var terms: [Term]
    /// The number added to the terms.
    public var constant: Double

    /// The sum of `terms` plus `constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable alone: `1·variable`.
    public init(_ variable: SolverVariable) {
        self.init([Term(variable: variable, coefficient: 1)])
    }

    /// A number without variables.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The value with the variables' current `value`s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The sum as written ("2·width + left + 10"), for logs and failure messages.
    public var description: String {
        var text = terms.map { "\($0.coefficient == 1 ? "" : "\(format($0.coefficient))·")\($0.variable.name)" }
            .joined(separator: " + ")
        if constant != 0 || text.isEmpty { text += text.isEmpty ? format(constant) : " + \(format(constant))" }
        return text
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// The sum of two expressions: their terms together, their constants added.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// The expression with `rhs` added to its constant.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}

/// `1·lhs + rhs`.
public func + (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
/// `1·lhs + 1·rhs` (a variable added to itself stays two terms until the solver adds them).
public func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// The expression with the term `1·rhs` added.
public func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

/// Every coefficient and the constant multiplied by `rhs`.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms.map { .init(variable: $0.variable, coefficient: $0.coefficient * rhs) },
                     constant: lhs.constant * rhs)
}

/// The term `rhs·lhs`.
public func * (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }

/// The expression with every coefficient and the constant negated.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

/// `lhs + (-rhs)`: how far apart two expressions are, as a constraint's left side needs.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// The expression with `rhs` taken from its constant.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// The expression with the term `-1·rhs` added.
public func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
/// `1·lhs - 1·rhs`: the distance between two edges, for example.
public func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
/// `1·lhs - rhs`.
public func - (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
/// The expression with the term `1·lhs` added.
public func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// `1·lhs` minus the expression.
public func - (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
