/// An incremental solver for linear equations and inequalities with strengths, of the
/// Cassowary family (Badros, Borning and Stuckey, 2001), the kind Auto Layout and GTK 4's
/// GtkConstraintLayout use.
///
/// The solver keeps a simplex tableau in solved form. Adding or removing a constraint changes
/// only the rows it touches and re-optimizes from the previous solution; an edit variable (a
/// container's width, say) takes a new suggested value by a dual simplex step from the last
/// solution, which is what makes a window resize cheap. Non-required constraints enter the
/// objective through error variables weighted by their strength, so the solution violates
/// the weakest ones first.
///
///     let solver = ConstraintSolver()
///     let left = SolverVariable("left"), width = SolverVariable("width")
///     try solver.add(LinearConstraint(left + width, .lessThanOrEqual, LinearExpression(constant: 100)))
///     try solver.add(LinearConstraint(width - 80, .equal, strength: .strong))
///     solver.updateVariables()   // left.value == 0 … 20, width.value == 80
public final class ConstraintSolver {
    /// What a constraint put into the tableau: its marker (the slack, error or dummy symbol
    /// that identifies its row) and, for non-required ones, a second error symbol.
    private struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
    }

    private struct Edit {
        let tag: Tag
        let constraint: LinearConstraint
        var constant: Double
    }

    /// Basic symbol → its row. Change it only through `setRow`/`takeRow` and `substitute`,
    /// which keep `columns` in step.
    private var rows = SymbolTable<SolverRow>()
    /// Parametric symbol → the basic symbols whose rows hold it. Substituting a symbol, and
    /// finding the rows a pivot or a suggested value touches, visits only these rows instead of
    /// the whole tableau, which keeps adding a constraint to a big layout cheap.
    private var columns = SymbolTable<SymbolSet>()
    private var constraints: [LinearConstraint: Tag] = [:]
    private var symbols: [SolverVariable: SolverSymbol] = [:]
    private var edits: [SolverVariable: Edit] = [:]
    /// Basic symbols whose rows went negative; kept sorted by id so the dual simplex always
    /// handles them in one order.
    private var infeasibleRows: Set<SolverSymbol> = []
    private let objective = SolverRow()
    /// Symbols whose cost in the objective changed since the objective was last at its
    /// optimum: only they can have gone negative, so the primal simplex looks only at them
    /// instead of at every error symbol of the layout for each constraint added.
    private var costCandidates: [SolverSymbol] = []
    private var artificial: SolverRow?
    private var nextSymbolID = 0
    /// Tells this solver's entries in `SolverVariable.symbols` from other solvers' (random, so
    /// a new solver never takes a dead one's entries for its own).
    private let token = UInt64.random(in: 1...UInt64.max)

    public init() {}

    // MARK: Constraints

    public func contains(_ constraint: LinearConstraint) -> Bool { constraints[constraint] != nil }

    /// The constraints added and not yet removed (edit constraints included).
    public var constraintCount: Int { constraints.count }

    /// Adds a constraint and re-optimizes.
    /// - Throws: `SolverError.duplicateConstraint`, or `.unsatisfiableConstraint` for a
    ///   required constraint that the required ones already there exclude; the solver is then
    ///   as it was before the call.
    public func add(_ constraint: LinearConstraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(of: row, tag: tag)
        if subject == nil && row.cells.symbols.allSatisfy({ $0.kind == .dummy }) {
            // Only required equations make dummies, so nothing went into the objective.
            guard SolverRow.isNearZero(row.constant) else { throw SolverError.unsatisfiableConstraint }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else {
            // Only a required constraint can lack a subject (a non-required one has an error
            // symbol of each sign), so a refused one left nothing in the objective.
            guard try addWithArtificialVariable(row) else {
                // The search pivoted the objective away from its optimum; go back to it.
                try optimize(objective)
                throw SolverError.unsatisfiableConstraint
            }
        }
        constraints[constraint] = tag
        try optimize(objective)
    }

    /// Removes a constraint and re-optimizes.
    /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
    public func remove(_ constraint: LinearConstraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw SolverError.unknownConstraint }
        try removeFromTableau(tag, strength: constraint.strength)
    }

    /// Takes a constraint's marker out of the basis (or its row out) and its errors out of the
    /// objective, then re-optimizes.
    private func removeFromTableau(_ tag: Tag, strength: Strength) throws {
        // One error symbol's weight comes out: an equation's marker (e⁺) when it is one, else
        // an inequality's error. Taking e⁺'s row out below cancels e⁻'s weight; taking both
        // out would leave e⁻ a negative cost, free to grow (an unbounded objective).
        if tag.marker.kind == .error {
            removeErrorEffects(tag.marker, strength: strength)
        } else if let other = tag.other, other.kind == .error {
            removeErrorEffects(other, strength: strength)
        }
        if takeRow(tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), let row = takeRow(leaving) else {
                throw SolverError.internalError("no row to remove a constraint's marker from")
            }
            row.solve(for: leaving, becoming: tag.marker)
            substitute(tag.marker, with: row)
        }
        infeasibleRows.remove(tag.marker)
        try optimize(objective)
    }

    // MARK: Edit variables

    public func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[variable] != nil }

    /// Makes `variable` one whose value is suggested from outside (`suggest(_:for:)`), held
    /// with `strength`, which must be below required.
    public func addEditVariable(_ variable: SolverVariable, strength: Strength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: SolverVariable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable }
        try remove(edit.constraint)
    }

    /// The value last suggested for an edit variable (0 before any); nil for another variable.
    public func suggestedValue(for variable: SolverVariable) -> Double? {
        edits[variable]?.constant
    }

    /// Suggests a value for an edit variable and re-solves from the last solution (dual simplex).
    public func suggest(_ value: Double, for variable: SolverVariable) throws {
        guard var edit = edits[variable] else { throw SolverError.unknownEditVariable }
        let delta = value - edit.constant
        guard delta != 0 else { return }
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker
        if let row = rows[marker] {
            if row.add(-delta) < 0 { infeasibleRows.insert(marker) }
        } else if let other = edit.tag.other, let row = rows[other] {
            if row.add(delta) < 0 { infeasibleRows.insert(other) }
        } else {
            for symbol in columns[marker] ?? SymbolSet() {
                guard let row = rows[symbol] else { continue }
                let coefficient = row.coefficient(of: marker)
                if coefficient != 0 && row.add(delta * coefficient) < 0 && symbol.isRestricted {
                    infeasibleRows.insert(symbol)
                }
            }
        }
        try dualOptimize()
    }

    // MARK: Reading the solution

    /// Copies the solution into every variable's `value`.
    public func updateVariables() {
        for (variable, symbol) in symbols {
            variable.value = rows[symbol]?.constant ?? 0
        }
    }

    /// The solution's value of one variable (0 for one the solver doesn't know).
    public func value(of variable: SolverVariable) -> Double {
        guard let symbol = knownSymbol(of: variable) else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// The variables among `variables` whose value moves when any of `constraints` (non-required
    /// ones in the solver) is pushed: they rest on those constraints, not on stronger facts.
    /// The layout uses this to find views that only its fallback constraints place. A variable
    /// the solver doesn't know rests on nothing and counts too.
    public func variables(_ variables: [SolverVariable], dependingOn constraints: [LinearConstraint]) -> [SolverVariable] {
        var markers = Set<SolverSymbol>()
        for constraint in constraints {
            guard let tag = self.constraints[constraint] else { continue }
            markers.insert(tag.marker)
            if let other = tag.other { markers.insert(other) }
        }
        return variables.filter { variable in
            guard let symbol = knownSymbol(of: variable), let row = rows[symbol] else { return true }
            return row.cells.symbols.contains { markers.contains($0) }
        }
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextSymbolID += 1
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    private func knownSymbol(of variable: SolverVariable) -> SolverSymbol? {
        for entry in variable.symbols where entry.solver == token { return entry.symbol }
        return nil
    }

    private func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let symbol = knownSymbol(of: variable) { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        variable.symbols.append((token, symbol))
        return symbol
    }

    /// The constraint as a row equal to zero, with its basic variables replaced by their rows,
    /// plus a slack for an inequality and error symbols (weighed into the objective) for a
    /// non-required one. The constant ends up non-negative.
    private func makeRow(for constraint: LinearConstraint) -> (SolverRow, Tag) {
        let expression = constraint.expression
        let row = SolverRow(constant: expression.constant)
        for term in expression.terms where !SolverRow.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external one if there is one (the lowest id),
    /// else the constraint's own slack or error symbol when its coefficient is negative
    /// (so that symbol comes out non-negative); nil when neither works.
    private func chooseSubject(of row: SolverRow, tag: Tag) -> SolverSymbol? {
        var external: SolverSymbol?
        for (symbol, _) in row.cells where symbol.kind == .external && (external == nil || symbol < external!) {
            external = symbol
        }
        if let external { return external }
        if tag.marker.isPivotable && row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds a row that has no good subject by minimizing an artificial variable standing for
    /// it; the row is feasible when that minimum is zero. Returns false otherwise, with the
    /// row left out: the pivots made meanwhile only re-expressed the other rows (the new row's
    /// own symbols never leave the artificial row while it stays basic), so dropping that row
    /// leaves the solver as it was, in another basis.
    private func addWithArtificialVariable(_ row: SolverRow) throws -> Bool {
        let art = makeSymbol(.slack)
        setRow(row.copy(), for: art)
        artificial = row.copy()
        try optimize(artificial!)
        let feasible = SolverRow.isNearZero(artificial!.constant)
        artificial = nil
        if let basic = takeRow(art) {
            if !feasible || basic.cells.isEmpty { return feasible }
            guard let entering = basic.cells.symbols.filter(\.isPivotable).min() else { return false }
            basic.solve(for: art, becoming: entering)
            substitute(entering, with: basic)
            setRow(basic, for: entering)
        }
        for symbol in columns.removeValue(forKey: art) ?? SymbolSet() { rows[symbol]?.remove(art) }
        objective.remove(art)
        return feasible
    }

    // MARK: Simplex

    /// Makes `row` the row of basic symbol `symbol` and indexes its cells.
    private func setRow(_ row: SolverRow, for symbol: SolverSymbol) {
        rows[symbol] = row
        for (cell, _) in row.cells { columns.insert(symbol, at: cell) }
    }

    /// Takes the row of `symbol` out of the tableau and its cells out of the index.
    private func takeRow(_ symbol: SolverSymbol) -> SolverRow? {
        guard let row = rows.removeValue(forKey: symbol) else { return nil }
        for (cell, _) in row.cells { columns.remove(symbol, at: cell) }
        return row
    }

    /// Replaces `symbol` by `row` (its definition) in every row that holds it, the objective
    /// and the artificial row; restricted rows that turn negative are marked for the dual
    /// simplex.
    private func substitute(_ symbol: SolverSymbol, with definition: SolverRow) {
        for basic in columns.removeValue(forKey: symbol) ?? SymbolSet() {
            guard let row = rows[basic], let coefficient = row.take(symbol) else { continue }
            row.add(definition.constant * coefficient)
            for (cell, value) in definition.cells {
                switch row.insert(cell, value * coefficient) {
                case .added: columns.insert(basic, at: cell)
                case .removed: columns.remove(basic, at: cell)
                case .changed: break
                }
            }
            if basic.isRestricted && row.constant < 0 { infeasibleRows.insert(basic) }
        }
        if objective.coefficient(of: symbol) != 0 {
            for (cell, _) in definition.cells { costCandidates.append(cell) }
            objective.substitute(symbol, with: definition)
        }
        artificial?.substitute(symbol, with: definition)
    }

    /// Primal simplex: pivots until no symbol of `objective` can lower it.
    private func optimize(_ objective: SolverRow) throws {
        while true {
            // Bland's rule: the lowest entering symbol with a negative cost, so no cycling.
            var lowest: SolverSymbol?
            if objective === self.objective {
                // Only symbols whose cost changed can be negative; the others stay dropped.
                var negative: [SolverSymbol] = []
                for symbol in costCandidates where symbol.kind != .dummy && objective.coefficient(of: symbol) < 0 {
                    negative.append(symbol)
                    if lowest == nil || symbol < lowest! { lowest = symbol }
                }
                costCandidates = negative
            } else {
                for (symbol, cost) in objective.cells where cost < 0 && symbol.kind != .dummy {
                    if lowest == nil || symbol < lowest! { lowest = symbol }
                }
            }
            guard let entering = lowest else { return }
            var best: (symbol: SolverSymbol, ratio: Double)?
            for symbol in columns[entering] ?? SymbolSet() where symbol.kind != .external {
                guard let row = rows[symbol] else { continue }
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (symbol, ratio)
                }
            }
            guard let leaving = best?.symbol, let row = takeRow(leaving) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            row.solve(for: leaving, becoming: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    /// Dual simplex: makes the rows that went negative (after a suggested value) feasible
    /// again while keeping the objective optimal.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.min() {
            infeasibleRows.remove(leaving)
            guard let row = rows[leaving], !SolverRow.isNearZero(row.constant), row.constant < 0 else { continue }
            var best: (symbol: SolverSymbol, ratio: Double)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(of: symbol) / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (symbol, ratio)
                }
            }
            guard let entering = best?.symbol else {
                throw SolverError.internalError("the dual simplex found no entering symbol")
            }
            _ = takeRow(leaving)
            row.solve(for: leaving, becoming: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    /// Takes an error symbol's weight back out of the objective.
    private func removeErrorEffects(_ symbol: SolverSymbol, strength: Strength) {
        guard symbol.kind == .error else { return }
        if let row = rows[symbol] {
            for (cell, _) in row.cells { costCandidates.append(cell) }
            objective.insert(row, -strength.weight)
        } else {
            costCandidates.append(symbol)
            objective.insert(symbol, -strength.weight)
        }
    }

    /// The basic symbol to pivot a parametric marker in for, when its constraint is removed:
    /// the most restricting row where it has a negative coefficient, else where it has a
    /// positive one, else an unrestricted row.
    private func markerLeavingSymbol(_ marker: SolverSymbol) -> SolverSymbol? {
        var negative: (symbol: SolverSymbol, ratio: Double)?
        var positive: (symbol: SolverSymbol, ratio: Double)?
        var unrestricted: SolverSymbol?
        for symbol in columns[marker] ?? SymbolSet() {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if unrestricted == nil || symbol < unrestricted! { unrestricted = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.ratio || (ratio == negative!.ratio && symbol < negative!.symbol) {
                    negative = (symbol, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.ratio || (ratio == positive!.ratio && symbol < positive!.symbol) {
                    positive = (symbol, ratio)
                }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? unrestricted
    }
}
