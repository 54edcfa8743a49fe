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
    struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
    }

    struct Edit {
        let tag: Tag
        let constraint: LinearConstraint
        var constant: Double
    }

    // The tableau's state is `@exclusivity(unchecked)`: the solver's methods are its only
    // users, never nest two accesses to one of them, and run on one thread; the run-time check
    // of every access cost about a sixth of a first layout's solving (constraint-bench).

    /// Basic symbol → its row. Change it only through `setRow`/`takeRow` and `substitute`,
    /// which keep `columns` in step.
    @exclusivity(unchecked) var rows = SymbolTable<SolverRow>()
    /// Parametric symbol → the basic symbols whose rows hold it. Substituting a symbol, and
    /// finding the rows a pivot or a suggested value touches, visits only these rows instead of
    /// the whole tableau, which keeps adding a constraint to a big layout cheap.
    @exclusivity(unchecked) var columns = SymbolTable<SymbolSet>()
    @exclusivity(unchecked) var constraints: [LinearConstraint: Tag] = [:]
    @exclusivity(unchecked) var symbols: [SolverVariable: SolverSymbol] = [:]
    @exclusivity(unchecked) var edits: [SolverVariable: Edit] = [:]
    /// Basic symbols whose rows went negative; kept sorted by id so the dual simplex always
    /// handles them in one order.
    @exclusivity(unchecked) var infeasibleRows: Set<SolverSymbol> = []
    let objective: SolverRow
    /// Symbols whose cost in the objective changed since the objective was last at its
    /// optimum: only they can have gone negative, so the primal simplex looks only at them
    /// instead of at every error symbol of the layout for each constraint added.
    @exclusivity(unchecked) var costCandidates: [SolverSymbol] = []
    @exclusivity(unchecked) var artificial: SolverRow?
    /// Counts changes to the tableau's rows other than their constants (a pivot, a row added
    /// or taken out), which are what move a symbol between rows.
    @exclusivity(unchecked) var structureVersion = 0
    /// Per edit marker (by raw symbol): the rows that hold it with its coefficient there, as
    /// of `structureVersion`. A window resize that pivots nothing finds them again here
    /// instead of probing every row for the marker's coefficient.
    @exclusivity(unchecked) var markerRows: [Int: (version: Int, rows: [(symbol: SolverSymbol, row: SolverRow, coefficient: Double)])] = [:]
    @exclusivity(unchecked) var nextSymbolID = 0
    /// Tells this solver's entries in `SolverVariable.symbols` from other solvers' (random, so
    /// a new solver never takes a dead one's entries for its own).
    let token = UInt64.random(in: 1...UInt64.max)

    /// An empty solver: no variables, no constraints.
    public init() {
        objective = SolverRow()
    }

    /// A solver in the same state as this one, which then goes its own way: the same rows,
    /// symbols and pivots from here on as a solver given the same calls from the start, for
    /// the price of copying the tableau instead of solving it again.
    public func copy() -> ConstraintSolver {
        let copy = ConstraintSolver(objective: objective.copy())
        copy.rows = rows.mapValues { $0.copy() }
        copy.columns = columns
        copy.constraints = constraints
        copy.symbols = symbols
        copy.edits = edits
        copy.infeasibleRows = infeasibleRows
        copy.costCandidates = costCandidates
        copy.artificial = artificial?.copy()
        copy.nextSymbolID = nextSymbolID
        for (variable, symbol) in symbols { variable.symbols.append((copy.token, symbol)) }
        return copy
    }

    private init(objective: SolverRow) {
        self.objective = objective
    }

    // MARK: Constraints

    /// Whether `constraint` was added and not yet removed.
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
    func removeFromTableau(_ tag: Tag, strength: Strength) throws {
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

    /// Whether `variable` is an edit variable of this solver.
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

    /// Stops suggesting values for `variable`, removing the constraint that held it.
    /// - Throws: `SolverError.unknownEditVariable` when it is not an edit variable here.
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
            for (symbol, row, coefficient) in rows(holding: marker) where row.add(delta * coefficient) < 0 && symbol.isRestricted {
                infeasibleRows.insert(symbol)
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

    /// The symbol standing for a variable here (nil before a constraint holds it), to read its
    /// value again without looking the variable up (`value(of:)` with the symbol).
    func symbol(of variable: SolverVariable) -> SolverSymbol? { knownSymbol(of: variable) }

    /// The solution's value of the variable a symbol stands for.
    func value(of symbol: SolverSymbol) -> Double { rows[symbol]?.constant ?? 0 }

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
}
