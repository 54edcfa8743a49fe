/// The native container's questions (`ConstraintLayoutDelegate`): its minimum and natural size,
/// its height for a width, and its children's frames at a size.
@MainActor
extension ConstraintLayout {
    /// The fitting and minimum solvers' sizes; the last answer again while no constraint and no
    /// child's natural size changed (GTK asks for the width and the height apart).
    func preferredSize(of children: [ChildMeasurement], direction: LayoutDirection) -> (minimum: LayoutSize, natural: LayoutSize) {
        let start = ConstraintLayoutStatistics.now()
        _ = sync(children, direction: direction)
        if let lastMeasure, lastMeasure.revision == revision {
            ConstraintLayoutStatistics.countMeasure(solved: false, seconds: ConstraintLayoutStatistics.now() - start)
            return (lastMeasure.minimum, lastMeasure.natural)
        }
        settleHeightsForWidth(in: fittingIndex)
        settleHeightsForWidth(in: minimumIndex)
        let pixels = Self.pixels
        let natural = LayoutSize(width: pixels(fittingSolver.value(of: width)), height: pixels(fittingSolver.value(of: height)))
        let minimum = LayoutSize(width: min(pixels(minimumSolver.value(of: width)), natural.width),
                                 height: min(pixels(minimumSolver.value(of: height)), natural.height))
        lastMeasure = (revision, minimum, natural)
        ConstraintLayoutStatistics.countMeasure(solved: true, seconds: ConstraintLayoutStatistics.now() - start)
        return (minimum, natural)
    }

    /// The fitting height at `width` (the height-for-width solver's, with every wrapping child
    /// at the height for the width it gets there); the minimum is the minimum solver's, which
    /// no width changes as only required constraints hold in it.
    func preferredHeight(of children: [ChildMeasurement], forWidth width: Int, direction: LayoutDirection) -> (minimum: Int, natural: Int) {
        let minimum = preferredSize(of: children, direction: direction).minimum.height
        // Kept small: a window dragged through many widths asks for each once.
        if heightsForWidth.revision != revision || heightsForWidth.heights.count >= 16 { heightsForWidth = (revision, [:]) }
        if let known = heightsForWidth.heights[width] { return known }
        let start = ConstraintLayoutStatistics.now()
        let solver = makeHeightForWidthSolver()
        if solver.suggestedValue(for: self.width) != Double(width) {
            try? solver.suggest(Double(width), for: self.width)
            ConstraintLayoutStatistics.countSuggestion()
        }
        settleHeightsForWidth(in: heightForWidthIndex)
        let natural = Self.pixels(solver.value(of: height))
        let answer = (min(minimum, natural), natural)
        heightsForWidth.heights[width] = answer
        ConstraintLayoutStatistics.countMeasure(solved: true, seconds: ConstraintLayoutStatistics.now() - start)
        return answer
    }

    /// Whole pixels that hold a solved size (a hair of rounding error is not a pixel).
    static func pixels(_ value: Double) -> Int { max(Int((value - 1e-6).rounded(.up)), 0) }

    /// The children's frames at `size`: the container's width and height are suggested to the
    /// allocation solver, which re-solves from its last solution (no constraint is added or
    /// removed for a new size). The same size with nothing changed gives the last frames.
    func frames(of children: [ChildMeasurement], in size: LayoutSize, direction: LayoutDirection) -> [LayoutRect] {
        sizeObserver?(size)
        let start = ConstraintLayoutStatistics.now()
        let found = sync(children, direction: direction)
        var identities: [ChildKey] = []
        identities.reserveCapacity(children.count)
        for index in children.indices {
            identities.append(ChildKey(widget: ObjectIdentifier(children[index].widget), natural: children[index].natural))
        }
        if let last = lastAllocation, last.revision == revision, last.size == size, last.children == identities {
            ConstraintLayoutStatistics.countAllocation(solved: false, seconds: ConstraintLayoutStatistics.now() - start)
            return last.frames
        }
        if allocationSolver.suggestedValue(for: width) != Double(size.width) {
            separateMinimumFromAllocation()
            try? allocationSolver.suggest(Double(size.width), for: width)
            ConstraintLayoutStatistics.countSuggestion()
        }
        if allocationSolver.suggestedValue(for: height) != Double(size.height) {
            separateMinimumFromAllocation()
            try? allocationSolver.suggest(Double(size.height), for: height)
            ConstraintLayoutStatistics.countSuggestion()
        }
        settleHeightsForWidth(in: allocationIndex)
        // Only when a note can be seen: the check stays due until then.
        if needsAmbiguityCheck && Diagnostics.debugNotesAreSeen { noteAmbiguousViews() }
        // A plain loop: a closure here checked the main actor for every child.
        var frames: [LayoutRect] = []
        frames.reserveCapacity(children.count)
        for index in children.indices {
            if let item = found[index] {
                frames.append(frame(of: item))
            } else {
                let natural = children[index].natural
                frames.append(LayoutRect(x: 0, y: 0, width: natural.width, height: natural.height))
            }
        }
        lastAllocation = (revision, size, identities, frames)
        ConstraintLayoutStatistics.countAllocation(solved: true, seconds: ConstraintLayoutStatistics.now() - start)
        return frames
    }

    /// The solution in whole pixels: edges are rounded, so views that touch keep touching.
    func frame(of item: ConstraintLayoutItem) -> LayoutRect {
        let solver = allocationSolver
        if item.frameSymbols == nil, let left = solver.symbol(of: item.left), let top = solver.symbol(of: item.top),
           let width = solver.symbol(of: item.width), let height = solver.symbol(of: item.height) {
            item.frameSymbols = (left, top, width, height)
        }
        let left, top, width, height: Double
        if let symbols = item.frameSymbols {
            (left, top) = (solver.value(of: symbols.left), solver.value(of: symbols.top))
            (width, height) = (solver.value(of: symbols.width), solver.value(of: symbols.height))
        } else {
            (left, top) = (solver.value(of: item.left), solver.value(of: item.top))
            (width, height) = (solver.value(of: item.width), solver.value(of: item.height))
        }
        let x = Int(left.rounded()), y = Int(top.rounded())
        let maxX = Int((left + width).rounded())
        let maxY = Int((top + height).rounded())
        return LayoutRect(x: x, y: y, width: max(maxX - x, 0), height: max(maxY - y, 0))
    }
}
