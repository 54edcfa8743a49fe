/// `c₁·x₁ + c₂·x₂ + … + constant`, the left side of a `LinearConstraint`.
///
/// Built with ordinary arithmetic: `left + width * 0.5 - 10`. Terms of the same variable are
/// kept apart until the solver adds them up, so building stays cheap.
public struct LinearExpression: CustomStringConvertible {
    public struct Term {
        public let variable: SolverVariable
        public let coefficient: Double
    }

    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: SolverVariable) {
        self.init([Term(variable: variable, coefficient: 1)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The value with the variables' current `value`s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

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

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}

public func + (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms.map { .init(variable: $0.variable, coefficient: $0.coefficient * rhs) },
                     constant: lhs.constant * rhs)
}

public func * (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }

public prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
public func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
public func - (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
public func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
