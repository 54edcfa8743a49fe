import PropertyBased
import Reactant
import Testing

/// The solver alone: no widgets, so these run in parallel outside `UITests`.
@Suite struct ConstraintSolverTests {
    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func requiredEquationsAndAStrongPreference() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        try solver.add(LinearConstraint(x + y, .equal, LinearExpression(constant: 100)))
        try solver.add(LinearConstraint(x - 30, .equal, strength: .strong))
        solver.updateVariables()
        #expect(near(x.value, 30) && near(y.value, 70))
    }

    @Test func theStrongerOfTwoPreferencesWinsAndTheWeakerOneTakesOverWhenItGoes() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x")
        let weak = LinearConstraint(x - 10, .equal, strength: .weak)
        let strong = LinearConstraint(x - 20, .equal, strength: .strong)
        try solver.add(weak)
        try solver.add(strong)
        #expect(near(solver.value(of: x), 20))
        try solver.remove(strong)
        #expect(near(solver.value(of: x), 10))
        try solver.add(strong)
        try solver.remove(weak)
        #expect(near(solver.value(of: x), 20))
    }

    @Test func inequalitiesBoundAPreference() throws {
        let solver = ConstraintSolver()
        let width = SolverVariable("width")
        try solver.add(LinearConstraint(width - 50, .lessThanOrEqual))
        try solver.add(LinearConstraint(width - 80, .equal, strength: .medium))
        #expect(near(solver.value(of: width), 50))
        try solver.add(LinearConstraint(width - 60, .greaterThanOrEqual, strength: .strong))
        #expect(near(solver.value(of: width), 50))
    }

    @Test func aContradictingRequiredConstraintIsRefusedAndTheRestStillSolve() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        try solver.add(LinearConstraint(LinearExpression(y), .greaterThanOrEqual))
        try solver.add(LinearConstraint(x + y - 10, .equal))
        let contradiction = LinearConstraint(x - 20, .greaterThanOrEqual)
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(contradiction) }
        #expect(!solver.contains(contradiction))
        try solver.add(LinearConstraint(x - 4, .equal, strength: .strong))
        #expect(near(solver.value(of: x), 4) && near(solver.value(of: y), 6))
        let plain = LinearConstraint(x - 3, .equal)
        try solver.add(plain)
        #expect(near(solver.value(of: y), 7))
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(LinearConstraint(x - 5, .equal)) }
    }

    @Test func aRepeatedRequiredEquationIsRedundantNotAConflict() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x")
        try solver.add(LinearConstraint(x - 10, .equal))
        try solver.add(LinearConstraint(x - 10, .equal))
        try solver.add(LinearConstraint(x * 2 - 20, .equal))
        #expect(near(solver.value(of: x), 10))
    }

    /// Removing a non-required equation takes only one of its two error symbols' weights back
    /// out of the objective: the other one's is cancelled by taking the first one's row out
    /// (taking both out left the other error symbol free to grow, an "unbounded" objective).
    /// The steps of a right-to-left layout whose constraints were built again.
    @Test func removedWeakEquationsLeaveTheObjectiveBounded() throws {
        let solver = ConstraintSolver()
        let v0 = SolverVariable("Container start.top")
        let v1 = SolverVariable("Container start.left")
        let v2 = SolverVariable("Container next.top")
        let v3 = SolverVariable("Container next.left")
        let v4 = SolverVariable("Container start.width")
        let v5 = SolverVariable("Container left.left")
        let v6 = SolverVariable("Container left.top")
        let v7 = SolverVariable("Container left.height")
        let v8 = SolverVariable("superview.height")
        let v9 = SolverVariable("Container next.width")
        let v10 = SolverVariable("superview.width")
        let v11 = SolverVariable("Container left.width")
        let v12 = SolverVariable("Container start.height")
        let v13 = SolverVariable("Container next.height")
        try solver.addEditVariable(v10, strength: .nearlyRequired)
        try solver.addEditVariable(v8, strength: .nearlyRequired)
        let c1 = LinearConstraint((LinearExpression(constant: 0.0) + v0 * 1.0), .equal, strength: .required); try solver.add(c1)
        let c2 = LinearConstraint((LinearExpression(constant: -10.0) + v1 * 1.0), .equal, strength: .required); try solver.add(c2)
        let c3 = LinearConstraint((LinearExpression(constant: 0.0) + v2 * 1.0), .equal, strength: .required); try solver.add(c3)
        let c4 = LinearConstraint((LinearExpression(constant: -5.0) + v3 * 1.0 + v1 * -1.0 + v4 * -1.0), .equal, strength: .required); try solver.add(c4)
        let c5 = LinearConstraint((LinearExpression(constant: -10.0) + v5 * 1.0), .equal, strength: .required); try solver.add(c5)
        let c6 = LinearConstraint((LinearExpression(constant: 10.0) + v6 * 1.0 + v7 * 1.0 + v8 * -1.0), .equal, strength: .required); try solver.add(c6)
        try solver.remove(c5)
        try solver.remove(c6)
        try solver.remove(c4)
        try solver.remove(c3)
        try solver.remove(c2)
        try solver.remove(c1)
        let c7 = LinearConstraint((LinearExpression(constant: 0.0) + v3 * 1.0 + v9 * 1.0 + v10 * -1.0), .equal, strength: .fallback); try solver.add(c7)
        let c8 = LinearConstraint((LinearExpression(constant: 0.0) + v2 * 1.0), .equal, strength: .fallback); try solver.add(c8)
        let c9 = LinearConstraint((LinearExpression(constant: 0.0) + v1 * 1.0 + v4 * 1.0 + v10 * -1.0), .equal, strength: .fallback); try solver.add(c9)
        let c10 = LinearConstraint((LinearExpression(constant: 0.0) + v0 * 1.0), .equal, strength: .fallback); try solver.add(c10)
        let c11 = LinearConstraint((LinearExpression(constant: 0.0) + v5 * 1.0 + v11 * 1.0 + v10 * -1.0), .equal, strength: .fallback); try solver.add(c11)
        let c12 = LinearConstraint((LinearExpression(constant: 0.0) + v6 * 1.0), .equal, strength: .fallback); try solver.add(c12)
        let c13 = LinearConstraint((LinearExpression(constant: 0.0) + v0 * 1.0), .equal, strength: .required); try solver.add(c13)
        let c14 = LinearConstraint((LinearExpression(constant: -10.0) + v1 * -1.0 + v4 * -1.0 + v10 * 1.0), .equal, strength: .required); try solver.add(c14)
        let c15 = LinearConstraint((LinearExpression(constant: 0.0) + v2 * 1.0), .equal, strength: .required); try solver.add(c15)
        let c16 = LinearConstraint((LinearExpression(constant: -5.0) + v3 * -1.0 + v9 * -1.0 + v1 * 1.0), .equal, strength: .required); try solver.add(c16)
        let c17 = LinearConstraint((LinearExpression(constant: -10.0) + v5 * 1.0), .equal, strength: .required); try solver.add(c17)
        let c18 = LinearConstraint((LinearExpression(constant: 10.0) + v6 * 1.0 + v7 * 1.0 + v8 * -1.0), .equal, strength: .required); try solver.add(c18)
        let c19 = LinearConstraint((LinearExpression(constant: 0.0) + v4 * 1.0), .greaterThanOrEqual, strength: .required); try solver.add(c19)
        let c20 = LinearConstraint((LinearExpression(constant: 0.0) + v12 * 1.0), .greaterThanOrEqual, strength: .required); try solver.add(c20)
        try solver.remove(c9)
        try solver.remove(c10)
        let c21 = LinearConstraint((LinearExpression(constant: 0.0) + v1 * 1.0 + v4 * 1.0 + v10 * -1.0), .equal, strength: .fallback); try solver.add(c21)
        let c22 = LinearConstraint((LinearExpression(constant: 0.0) + v0 * 1.0), .equal, strength: .fallback); try solver.add(c22)
        let c23 = LinearConstraint((LinearExpression(constant: 0.0) + v9 * 1.0), .greaterThanOrEqual, strength: .required); try solver.add(c23)
        let c24 = LinearConstraint((LinearExpression(constant: 0.0) + v13 * 1.0), .greaterThanOrEqual, strength: .required); try solver.add(c24)
        try solver.remove(c7)
        try solver.remove(c8)
        let c25 = LinearConstraint((LinearExpression(constant: 0.0) + v3 * 1.0 + v9 * 1.0 + v10 * -1.0), .equal, strength: .fallback); try solver.add(c25)
        let c26 = LinearConstraint((LinearExpression(constant: 0.0) + v2 * 1.0), .equal, strength: .fallback); try solver.add(c26)
        let c27 = LinearConstraint((LinearExpression(constant: 0.0) + v11 * 1.0), .greaterThanOrEqual, strength: .required); try solver.add(c27)
        let c28 = LinearConstraint((LinearExpression(constant: 0.0) + v7 * 1.0), .greaterThanOrEqual, strength: .required); try solver.add(c28)
        try solver.remove(c11)
        try solver.remove(c12)
        let c29 = LinearConstraint((LinearExpression(constant: 0.0) + v5 * 1.0 + v11 * 1.0 + v10 * -1.0), .equal, strength: .fallback); try solver.add(c29)
        try solver.suggest(300, for: v10)
        try solver.suggest(200, for: v8)
        #expect(near(solver.value(of: v5), 10) && near(solver.value(of: v1) + solver.value(of: v4), 290))
    }

    /// The property test's failure with seed 5schNVjEcDYxwAX9aiZR67ZN30XwnYHbn4hz5U9G9nA=,
    /// shrunk: a required equation added twice, the first removed after an inequality made the
    /// solver pivot. The repeat must still hold (it stopped holding: its dummy took a value).
    @Test func aRepeatedRequiredEquationStillHoldsWhenTheFirstIsRemoved() throws {
        let solver = ConstraintSolver()
        let v0 = SolverVariable("v0"), v1 = SolverVariable("v1"), v4 = SolverVariable("v4")
        try solver.addEditVariable(v0, strength: .strong)
        try solver.addEditVariable(v1, strength: .strong)
        let first = LinearConstraint(v4 + v0 * 2 + 32, .equal)
        let repeated = LinearConstraint(v0 * 2 + v4 + 32, .equal)
        try solver.add(first)
        try solver.add(repeated)
        try solver.suggest(-18, for: v0)
        try solver.add(LinearConstraint(LinearExpression(v4), .lessThanOrEqual))
        try solver.remove(first)
        // v4 = -32 - 2·v0 ≤ 0 keeps v0 from -18: it stops at -16, v4 at 0.
        #expect(near(solver.value(of: v0) * 2 + solver.value(of: v4) + 32, 0))
        #expect(near(solver.value(of: v0), -16))
        #expect(near(solver.value(of: v4), 0))
    }

    @Test func misuseIsReportedAsErrors() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x")
        let constraint = LinearConstraint(x - 1, .equal)
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint) { try solver.add(constraint) }
        try solver.remove(constraint)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(constraint) }
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggest(3, for: x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, strength: .strong) }
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
    }

    /// A container's width suggested again and again, as a window resize does: a view
    /// centred with a fixed width and a right-aligned one that shrinks before it overlaps.
    @Test func suggestedValuesResolveIncrementally() throws {
        let solver = ConstraintSolver()
        let container = SolverVariable("container.width")
        let left = SolverVariable("a.left"), width = SolverVariable("a.width")
        let bLeft = SolverVariable("b.left"), bWidth = SolverVariable("b.width")
        try solver.addEditVariable(container, strength: .nearlyRequired)
        try solver.add(LinearConstraint(width - 100, .equal))
        try solver.add(LinearConstraint(left + width * 0.5, .equal, container * 0.5))
        try solver.add(LinearConstraint(bLeft + bWidth, .equal, container - 10))
        try solver.add(LinearConstraint(LinearExpression(bWidth), .greaterThanOrEqual))
        try solver.add(LinearConstraint(LinearExpression(bLeft), .greaterThanOrEqual, left + width + 10))
        try solver.add(LinearConstraint(bWidth - 80, .equal, strength: .weak))
        for total in [400.0, 300, 600, 250, 1000, 400] {
            try solver.suggest(total, for: container)
            solver.updateVariables()
            #expect(near(left.value, (total - 100) / 2))
            let available = total - 10 - (left.value + 100 + 10)
            #expect(near(bWidth.value, min(80, max(available, 0))), "at \(total)")
            #expect(near(bLeft.value + bWidth.value, total - 10))
        }
    }

    // MARK: Incremental against fresh

    /// One step of a random session with the solver.
    private enum Step: CustomStringConvertible {
        case add(a: Int, i: Int, b: Int, j: Int, constant: Int, relation: Int, strength: Int)
        case removeAdded(Int)
        case suggest(edit: Int, value: Int)

        var description: String {
            switch self {
            case let .add(a, i, b, j, constant, relation, strength):
                "add(\(a)·v\(i) + \(b)·v\(j) + \(constant) rel\(relation) s\(strength))"
            case let .removeAdded(index): "remove(#\(index))"
            case let .suggest(edit, value): "suggest(v\(edit) = \(value))"
            }
        }
    }

    private static let stepGen = zip(
        Gen.int(in: 0...9), Gen.int(in: -2...2), Gen.int(in: 0...4), Gen.int(in: -2...2), Gen.int(in: 0...4),
        Gen.int(in: -50...50), Gen.int(in: 0...2)
    ).map { kind, a, i, b, j, constant, relation -> Step in
        switch kind {
        case 0...5: .add(a: a, i: i, b: b, j: j, constant: constant, relation: relation, strength: (abs(constant) + i + j) % 4)
        case 6...7: .removeAdded(abs(constant))
        default: .suggest(edit: i % 2, value: constant * 3)
        }
    }

    private static let strengths: [Strength] = [.required, .strong, .medium, .weak]

    /// The weighted violation the solver minimizes, summed over non-required constraints.
    private func cost(of constraints: [LinearConstraint]) -> Double {
        constraints.reduce(0) { sum, constraint in
            guard !constraint.strength.isRequired else { return sum }
            let value = constraint.expression.value
            let violation = switch constraint.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(value, 0)
            case .greaterThanOrEqual: max(-value, 0)
            }
            return sum + violation * constraint.strength.weight
        }
    }

    private func holds(_ constraint: LinearConstraint) -> Bool {
        let value = constraint.expression.value
        return switch constraint.relation {
        case .equal: abs(value) < 1e-6
        case .lessThanOrEqual: value < 1e-6
        case .greaterThanOrEqual: value > -1e-6
        }
    }

    @Test("after any adds, removals and suggestions, the solution is as good as a fresh solver's")
    func incrementalSolvingMatchesAFreshSolve() async {
        await propertyCheck(count: 300, input: Self.stepGen.array(of: 1...30)) { steps in
            let variables = (0..<5).map { SolverVariable("v\($0)") }
            let solver = ConstraintSolver()
            var kept: [LinearConstraint] = []
            var suggested: [Double] = [0, 0]
            for edit in 0..<2 { try? solver.addEditVariable(variables[edit], strength: .strong) }
            for step in steps {
                switch step {
                case let .add(a, i, b, j, constant, relation, strength):
                    let expression = variables[i] * Double(a) + variables[j] * Double(b) + Double(constant)
                    let relations: [LinearConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
                    let constraint = LinearConstraint(expression, relations[relation], strength: Self.strengths[strength])
                    do {
                        try solver.add(constraint)
                        kept.append(constraint)
                    } catch {
                        #expect(error as? SolverError == .unsatisfiableConstraint)
                        #expect(constraint.strength.isRequired)
                    }
                case .removeAdded(let index):
                    guard !kept.isEmpty else { continue }
                    let constraint = kept.remove(at: index % kept.count)
                    #expect(throws: Never.self) { try solver.remove(constraint) }
                case let .suggest(edit, value):
                    suggested[edit] = Double(value)
                    #expect(throws: Never.self) { try solver.suggest(Double(value), for: variables[edit]) }
                }
            }
            solver.updateVariables()
            let edits = (0..<2).map { LinearConstraint(variables[$0] - suggested[$0], .equal, strength: .strong) }
            for constraint in kept { #expect(holds(constraint) || !constraint.strength.isRequired, "\(constraint)") }
            let incremental = cost(of: kept + edits)

            let fresh = ConstraintSolver()
            for edit in 0..<2 { try? fresh.addEditVariable(variables[edit], strength: .strong) }
            for constraint in kept { #expect(throws: Never.self) { try fresh.add(constraint) } }
            for edit in 0..<2 { try? fresh.suggest(suggested[edit], for: variables[edit]) }
            fresh.updateVariables()
            let freshCost = cost(of: kept + edits)
            #expect(abs(incremental - freshCost) <= 1e-6 * max(1, freshCost), "incremental \(incremental), fresh \(freshCost)")
        }
    }
}

/// `ConstraintSolver.copy()`, which the constraint layout uses to part its minimum solver from
/// the allocation solver: a copy taken at any point and then given the same calls gives the
/// same solution as the original, to the last bit (the same pivots, not just as good a one).
@Suite struct ConstraintSolverCopyTests {
    private typealias Step = (kind: Int, a: Int, i: Int, b: Int, j: Int, constant: Int, relation: Int)

    private static let stepGen = zip(
        Gen.int(in: 0...9), Gen.int(in: -2...2), Gen.int(in: 0...4), Gen.int(in: -2...2), Gen.int(in: 0...4),
        Gen.int(in: -50...50), Gen.int(in: 0...2)
    ).map { Step($0, $1, $2, $3, $4, $5, $6) }

    private static let strengths: [Strength] = [.required, .strong, .medium, .weak]

    /// Runs one step on every solver given, with the same constraint objects.
    private func apply(_ step: Step, to solvers: [ConstraintSolver], variables: [SolverVariable], kept: inout [LinearConstraint]) {
        switch step.kind {
        case 0...5:
            let expression = variables[step.i] * Double(step.a) + variables[step.j] * Double(step.b) + Double(step.constant)
            let relations: [LinearConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
            let strength = Self.strengths[(abs(step.constant) + step.i + step.j) % 4]
            let constraint = LinearConstraint(expression, relations[step.relation], strength: strength)
            let accepted = solvers.map { (try? $0.add(constraint)) != nil }
            #expect(Set(accepted).count == 1, "one solver refused what another took: \(constraint)")
            if accepted.first == true { kept.append(constraint) }
        case 6...7:
            guard !kept.isEmpty else { return }
            let constraint = kept.remove(at: abs(step.constant) % kept.count)
            for solver in solvers { #expect(throws: Never.self) { try solver.remove(constraint) } }
        default:
            for solver in solvers {
                #expect(throws: Never.self) { try solver.suggest(Double(step.constant * 3), for: variables[step.i % 2]) }
            }
        }
    }

    @Test("a copy taken at any step and given the same calls solves exactly as the original")
    func aCopyFollowsTheOriginalExactly() async {
        await propertyCheck(count: 100, input: Self.stepGen.array(of: 1...30)) { steps in
            for split in 0...steps.count {
                let variables = (0..<5).map { SolverVariable("v\($0)") }
                let original = ConstraintSolver()
                for edit in 0..<2 { try? original.addEditVariable(variables[edit], strength: .strong) }
                var kept: [LinearConstraint] = []
                for step in steps[..<split] { apply(step, to: [original], variables: variables, kept: &kept) }
                let copy = original.copy()
                #expect(copy.constraintCount == original.constraintCount)
                for step in steps[split...] { apply(step, to: [original, copy], variables: variables, kept: &kept) }
                for variable in variables {
                    #expect(copy.value(of: variable) == original.value(of: variable), "\(variable) after copying at step \(split)")
                }
                #expect(copy.constraintCount == original.constraintCount)
            }
        }
    }

    @Test func aCopyGoesItsOwnWayAfterwards() throws {
        let solver = ConstraintSolver()
        let width = SolverVariable("width"), left = SolverVariable("left")
        try solver.addEditVariable(width, strength: .strong)
        try solver.add(LinearConstraint(left * 2, .equal, LinearExpression(width)))
        let copy = solver.copy()
        try solver.suggest(100, for: width)
        try copy.suggest(40, for: width)
        let extra = LinearConstraint(left - 10, .lessThanOrEqual)
        try copy.add(extra)
        #expect(solver.value(of: left) == 50 && solver.value(of: width) == 100)
        #expect(copy.value(of: left) == 10 && copy.value(of: width) == 20)
        #expect(!solver.contains(extra) && copy.contains(extra))
        #expect(solver.suggestedValue(for: width) == 100 && copy.suggestedValue(for: width) == 40)
    }
}
