/// Children whose height depends on their width (wrapping labels): per solver, the height for
/// the width that solver gives them, and the solver that answers a parent's height-for-width
/// question.
@MainActor
extension ConstraintLayout {
    /// Replaces the height constraints of a height-for-width child in one solver (nil: takes
    /// them out).
    func setHeight(of item: ConstraintLayoutItem, in index: Int, to height: Int?) {
        // One twin changing alone: they part.
        if index == allocationIndex || index == minimumIndex { separateMinimumFromAllocation() }
        replaceHeight(of: item, in: index, to: height)
    }

    /// The same height in every solver; the allocation solver's change stands for its twin's.
    func setHeightInEverySolver(of item: ConstraintLayoutItem, to height: Int?) {
        for index in solverIndices {
            if index == minimumIndex && minimumSolverIsTwin {
                item.heightsForWidth[minimumIndex] = item.heightsForWidth[allocationIndex]
                continue
            }
            replaceHeight(of: item, in: index, to: height)
        }
    }

    private func replaceHeight(of item: ConstraintLayoutItem, in index: Int, to height: Int?) {
        let solver = solver(at: index)
        for constraint in item.heightsForWidth.removeValue(forKey: index)?.constraints ?? [] {
            try? solver.remove(constraint)
            meanings[constraint] = nil
        }
        // The height-for-width solver answers one width at a time and changes nothing else.
        if index != heightForWidthIndex { revision += 1 }
        guard let height, let priorities = item.priorities else { return }
        var added: [LinearConstraint] = []
        for (constraint, meaning) in intrinsicConstraints(item.height, size: height,
                                                          hugging: priorities.hugging.vertical,
                                                          resistance: priorities.compressionResistance.vertical) {
            // Not required, so no solver refuses them.
            guard (try? solver.add(constraint)) != nil else { continue }
            meanings[constraint] = { meaning() + " for its width" }
            added.append(constraint)
        }
        ConstraintLayoutStatistics.countAdded(added.count)
        item.heightsForWidth[index] = (height, added)
    }

    /// Gives every height-for-width child, in one solver, the height for the width that
    /// solver's solution gives it (gtk_widget_get_preferred_height_for_width), and solves again
    /// until the widths stay (a few rounds at most: a height changes a width only through
    /// constraints that tie them).
    func settleHeightsForWidth(in index: Int) {
        let flowing = items.values.filter(\.hasHeightForWidth)
        guard !flowing.isEmpty else { return }
        for _ in 0..<4 {
            var changed = false
            for item in flowing {
                guard let widget = item.widget else { continue }
                // Asked each time: the first change to a twin gives it a solver of its own.
                let width = max(Int(solver(at: index).value(of: item.width).rounded()), 0)
                let height = widget.preferredHeight(forWidth: width).natural
                if item.heightsForWidth[index]?.height != height {
                    setHeight(of: item, in: index, to: height)
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    /// The height-for-width solver, made from the constraints the others hold (the user's
    /// first, as they were added) the first time it is needed.
    func makeHeightForWidthSolver() -> ConstraintSolver {
        if let heightForWidthSolver { return heightForWidthSolver }
        let solver = ConstraintSolver()
        try? solver.addEditVariable(width, strength: .nearlyRequired)
        try? solver.addEditVariable(height, strength: ConstraintPriority.fittingSizeLevel.strength)
        let shared = installed.flatMap { pieces[ObjectIdentifier($0)] ?? [] }
            + items.values.sorted { $0.left.name < $1.left.name }.flatMap { $0.nonNegative + $0.fallbackPosition + $0.intrinsic }
        for constraint in shared { try? solver.add(constraint) }
        ConstraintLayoutStatistics.countAdded(shared.count)
        heightForWidthSolver = solver
        for item in items.values {
            if let height = item.heightsForWidth[fittingIndex]?.height { setHeight(of: item, in: heightForWidthIndex, to: height) }
        }
        return solver
    }
}
