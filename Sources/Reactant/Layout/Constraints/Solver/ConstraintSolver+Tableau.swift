/// The tableau's mechanics behind `ConstraintSolver`'s public operations: turning a constraint
/// into a row, choosing its subject, and the primal and dual simplex pivots that keep the
/// tableau feasible and optimal.
extension ConstraintSolver {
    // MARK: Building rows

    func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextSymbolID += 1
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    func knownSymbol(of variable: SolverVariable) -> SolverSymbol? {
        for entry in variable.symbols where entry.solver == token { return entry.symbol }
        return nil
    }

    func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let symbol = knownSymbol(of: variable) { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        variable.symbols.append((token, symbol))
        return symbol
    }

    /// The constraint as a row equal to zero, with its basic variables replaced by their rows,
    /// plus a slack for an inequality and error symbols (weighed into the objective) for a
    /// non-required one. The constant ends up non-negative.
    func makeRow(for constraint: LinearConstraint) -> (SolverRow, Tag) {
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

    /// The symbol to solve a new row for: an external one if there is one (the lowest id of
    /// those no other row holds, else the lowest id), else the constraint's own slack or error
    /// symbol when its coefficient is negative (so that symbol comes out non-negative); nil
    /// when neither works.
    ///
    /// An external no row holds yet (a view's edge met for the first time) costs nothing to
    /// substitute; an older one can be in hundreds of rows. Chaining views (each one's leading
    /// at the previous one's trailing, widths equal to the first's) made the older one the
    /// subject every time, which was a quarter of a first layout's solving (constraint-bench).
    func chooseSubject(of row: SolverRow, tag: Tag) -> SolverSymbol? {
        var external: SolverSymbol?, free: SolverSymbol?
        for (symbol, _) in row.cells where symbol.kind == .external {
            if external == nil || symbol < external! { external = symbol }
            if columns[symbol]?.isEmpty ?? true, free == nil || symbol < free! { free = symbol }
        }
        if let external { return free ?? external }
        if tag.marker.isPivotable && row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds a row that has no good subject by minimizing an artificial variable standing for
    /// it; the row is feasible when that minimum is zero. Returns false otherwise, with the
    /// row left out: the pivots made meanwhile only re-expressed the other rows (the new row's
    /// own symbols never leave the artificial row while it stays basic), so dropping that row
    /// leaves the solver as it was, in another basis.
    func addWithArtificialVariable(_ row: SolverRow) throws -> Bool {
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
        structureVersion &+= 1
        for symbol in columns.removeValue(forKey: art) ?? SymbolSet() { rows[symbol]?.remove(art) }
        objective.remove(art)
        return feasible
    }

    // MARK: Simplex

    /// The rows holding `marker`, with its coefficient in each (see `markerRows`).
    func rows(holding marker: SolverSymbol) -> [(symbol: SolverSymbol, row: SolverRow, coefficient: Double)] {
        if let known = markerRows[marker.raw], known.version == structureVersion { return known.rows }
        var found: [(symbol: SolverSymbol, row: SolverRow, coefficient: Double)] = []
        for symbol in columns[marker] ?? SymbolSet() {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient != 0 { found.append((symbol, row, coefficient)) }
        }
        markerRows[marker.raw] = (structureVersion, found)
        return found
    }

    /// Makes `row` the row of basic symbol `symbol` and indexes its cells.
    func setRow(_ row: SolverRow, for symbol: SolverSymbol) {
        structureVersion &+= 1
        rows[symbol] = row
        for (cell, _) in row.cells { columns.insert(symbol, at: cell) }
    }

    /// Takes the row of `symbol` out of the tableau and its cells out of the index.
    func takeRow(_ symbol: SolverSymbol) -> SolverRow? {
        guard let row = rows.removeValue(forKey: symbol) else { return nil }
        structureVersion &+= 1
        for (cell, _) in row.cells { columns.remove(symbol, at: cell) }
        return row
    }

    /// Replaces `symbol` by `row` (its definition) in every row that holds it, the objective
    /// and the artificial row; restricted rows that turn negative are marked for the dual
    /// simplex.
    func substitute(_ symbol: SolverSymbol, with definition: SolverRow) {
        structureVersion &+= 1
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
    func optimize(_ objective: SolverRow) throws {
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
    func dualOptimize() throws {
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
    func removeErrorEffects(_ symbol: SolverSymbol, strength: Strength) {
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
    /// a required equation's dummy whose row holds it, else the most restricting row where it
    /// has a negative coefficient, else where it has a positive one, else an unrestricted row.
    ///
    /// A basic dummy's row says that its required equation repeats others (`dB = dA` for an
    /// equation added twice) and must stay 0. Pivoting the marker in through any other row
    /// gives it a value, which that row then hands the dummy: the repeat stopped holding once
    /// the original was removed (the seeded property test's failure). Through the dummy's row,
    /// the repeat takes the removed constraint's place.
    func markerLeavingSymbol(_ marker: SolverSymbol) -> SolverSymbol? {
        var dummy: SolverSymbol?
        var negative: (symbol: SolverSymbol, ratio: Double)?
        var positive: (symbol: SolverSymbol, ratio: Double)?
        var unrestricted: SolverSymbol?
        for symbol in columns[marker] ?? SymbolSet() {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .dummy {
                if dummy == nil || symbol < dummy! { dummy = symbol }
            } else if symbol.kind == .external {
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
        return dummy ?? negative?.symbol ?? positive?.symbol ?? unrestricted
    }
}
