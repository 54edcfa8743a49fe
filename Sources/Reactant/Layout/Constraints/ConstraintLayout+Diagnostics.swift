/// What the layout tells the developer: views whose constraints leave their frame open, and
/// required constraints that contradict each other.
@MainActor
extension ConstraintLayout {
    /// A debug note for each view whose frame rests on the fallback constraints.
    func noteAmbiguousViews() {
        needsAmbiguityCheck = false
        let fallback = items.values.flatMap(\.fallback)
        let unchecked = items.values.filter { item in
            item.view.map { !notedAmbiguous.contains(ObjectIdentifier($0)) } ?? false
        }
        let looseVariables = Set(allocationSolver.variables(unchecked.flatMap(\.variables), dependingOn: fallback))
        for item in unchecked.sorted(by: { $0.left.name < $1.left.name }) {
            guard let view = item.view else { continue }
            let loose = item.variables.filter(looseVariables.contains)
            guard !loose.isEmpty else { continue }
            notedAmbiguous.insert(ObjectIdentifier(view))
            let what = loose.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name }.joined(separator: ", ")
            Diagnostics.debug("\(describe(view)) in \(describe(container)) has an ambiguous layout: its constraints don't decide its \(what); it gets its natural size at the leading and top edges there.")
        }
    }

    // MARK: Conflicts

    /// Reports a required constraint that can't hold together with the required ones already
    /// in the solver, naming the smallest set of them that it contradicts (found by leaving
    /// each one out in turn and checking the rest still conflict), as Auto Layout logs
    /// "Unable to simultaneously satisfy constraints"; the new one is broken.
    ///
    /// Why the new one: the lowest priority of a conflicting set gives way, and only required
    /// constraints conflict at all (one below 1000 is minimised, never broken or reported).
    /// Priorities stop at 1000 (`priority(_:)` clamps, as Auto Layout's range), so every
    /// member of the set has the same priority, and of equals the newest is broken: the one
    /// being added, as every other was added before it.
    func reportConflict(_ broken: LinearConstraint) {
        let candidates = meanings.keys.filter { $0.strength.isRequired && $0 !== broken && allocationSolver.contains($0) }
        let conflicting = smallestConflict(with: broken, among: candidates)
        var lines = conflicting.compactMap { meanings[$0]?() }.sorted()
        if lines.isEmpty { lines = ["(the required constraints of these views)"] }
        let brokenText = meanings[broken]?() ?? "\(broken)"
        Diagnostics.error("""
            Unable to satisfy the constraints of \(describe(container)): these required constraints \
            contradict each other:
              \((lines + [brokenText]).joined(separator: "\n  "))
            Breaking the newest of these (all are required, priority 1000): \(brokenText)
            """)
    }

    func smallestConflict(with broken: LinearConstraint, among candidates: [LinearConstraint]) -> [LinearConstraint] {
        // Only constraints that share variables with the broken one (directly or through
        // others) can take part; the container's size is left out as it ties everything.
        let shared: Set<SolverVariable> = [width, height]
        var reached = Set(broken.expression.terms.map(\.variable)).subtracting(shared)
        var related: [LinearConstraint] = []
        var remaining = candidates
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { constraint in
                let variables = Set(constraint.expression.terms.map(\.variable)).subtracting(shared)
                guard !variables.isDisjoint(with: reached) else { return false }
                reached.formUnion(variables)
                related.append(constraint)
                grew = true
                return true
            }
        }
        guard related.count <= 60 else { return related }
        var conflict = related
        for candidate in related {
            let without = conflict.filter { $0 !== candidate }
            if !Self.isSatisfiable(without + [broken]) { conflict = without }
        }
        return conflict
    }

    static func isSatisfiable(_ constraints: [LinearConstraint]) -> Bool {
        let solver = ConstraintSolver()
        for constraint in constraints {
            do { try solver.add(constraint) } catch { return false }
        }
        return true
    }
}
