/// The solver's side of a constraint container: turns its children's constraints into linear
/// constraints, keeps them in incremental solvers and answers the native container's
/// questions (`ConstraintLayoutDelegate`) on both backends.
///
/// - The *allocation* solver holds the container's width and height as edit variables at
///   nearly required strength: a window resize suggests new values and re-solves from the last
///   solution (dual simplex), which is what keeps a resize cheap.
/// - The *fitting* solver holds them at `fittingSizeLevel` (50) towards 0: its solution is the
///   smallest size the children's constraints and content comfortably take (Auto Layout's
///   compressed fitting size), which GTK gets as the container's natural size.
/// - The *minimum* solver pushes them towards 0 above every non-required priority: the size
///   below which required constraints break, GTK's minimum size (so a window can be made
///   smaller than the natural size, as a UIKit window can, content then giving way).
/// - The *height-for-width* solver, made the first time GTK asks for the height at a width
///   (only while a child's height depends on its width): the width as an edit variable at
///   nearly required strength, the height towards 0 as in the fitting solver. A parent asking
///   for the height at another width suggests it and re-solves from the last solution.
///
/// Each child's GTK natural size is its intrinsic content size: compression resistance keeps
/// it from shrinking below (750), hugging from growing beyond (250). A child nothing else
/// places sits at the leading and top edges at its natural size (the weakest constraints of
/// all); the first layout after the constraints change notes such children at debug level.
@MainActor
final class ConstraintLayout: ConstraintLayoutDelegate {
    unowned let container: Container
    let width = SolverVariable("superview.width")
    let height = SolverVariable("superview.height")
    let allocationSolver = ConstraintSolver()
    let fittingSolver = ConstraintSolver()
    /// The minimum solver once it parts from the allocation solver (see `minimumSolver`).
    private var separateMinimumSolver: ConstraintSolver?
    var heightForWidthSolver: ConstraintSolver?
    let allocationIndex = 0, fittingIndex = 1, minimumIndex = 2, heightForWidthIndex = 3

    /// The minimum solver holds the container's size as the allocation solver does (nearly
    /// required, suggested 0) and gets the same constraints in the same order, so until the
    /// first allocation suggests a size (or a wrapping child's height differs between them)
    /// the two are the same tableau: the allocation solver stands for both, and the first
    /// change to one alone copies it. A container's first layout then solves every
    /// constraint in two solvers rather than three.
    var minimumSolver: ConstraintSolver { separateMinimumSolver ?? allocationSolver }
    var minimumSolverIsTwin: Bool { separateMinimumSolver == nil }

    /// Makes the minimum solver its own before one of the twins changes alone.
    func separateMinimumFromAllocation() {
        guard separateMinimumSolver == nil else { return }
        separateMinimumSolver = allocationSolver.copy()
    }

    /// The solvers by index (`allocationIndex`…`heightForWidthIndex`).
    func solver(at index: Int) -> ConstraintSolver {
        switch index {
        case allocationIndex: allocationSolver
        case fittingIndex: fittingSolver
        case minimumIndex: minimumSolver
        default: heightForWidthSolver!
        }
    }

    var solverIndices: [Int] { heightForWidthSolver == nil ? [0, 1, 2] : [0, 1, 2, 3] }

    /// Every distinct solver, the allocation solver first (a twin counts once).
    var solvers: [ConstraintSolver] {
        [allocationSolver, fittingSolver] + (separateMinimumSolver.map { [$0] } ?? []) + (heightForWidthSolver.map { [$0] } ?? [])
    }

    var items: [ObjectIdentifier: ConstraintLayoutItem] = [:]
    /// Items whose own constraints are not in the solvers yet (see `addPendingItemConstraints`).
    var pendingItems: [ConstraintLayoutItem] = []
    var itemsByNative: [ObjectIdentifier: ConstraintLayoutItem] = [:]
    /// The items the last layout found for its children's widgets: an unchanged container's
    /// next size request or allocation finds them again without a lookup per child.
    var lastFound: (natives: [ObjectIdentifier], items: [ConstraintLayoutItem?])?
    /// Active constraints, in the order they were installed, with the linear constraints each
    /// put into the solvers (a piece a conflict broke is not among them).
    private(set) var installed: [Constraint] = []
    var pieces: [ObjectIdentifier: [LinearConstraint]] = [:]
    /// What each linear constraint in the solvers stands for, for conflict reports; made into
    /// text only when a report needs it.
    var meanings: [LinearConstraint: () -> String] = [:]
    /// Counts every change to the solvers' constraints, so a measurement or allocation can tell
    /// that nothing changed since the last one.
    var revision = 0
    var lastMeasure: (revision: Int, minimum: LayoutSize, natural: LayoutSize)?
    var lastAllocation: (revision: Int, size: LayoutSize, children: [ChildKey], frames: [LayoutRect])?
    /// Heights for widths answered since the last change (GTK asks for a few widths a frame).
    var heightsForWidth: (revision: Int, heights: [Int: (minimum: Int, natural: Int)]) = (0, [:])

    /// A child as an allocation saw it: a child that has no item yet gets its natural size.
    struct ChildKey: Equatable {
        let widget: ObjectIdentifier
        let natural: LayoutSize
    }
    /// The direction the constraints were built for.
    var direction: LayoutDirection
    var needsAmbiguityCheck = true
    var notedAmbiguous: Set<ObjectIdentifier> = []
    /// Told the size at each allocation, before the children are placed (ReactantUI's layout
    /// conditions re-evaluate on it; see `ReactantUIConditionalLayout`).
    var sizeObserver: (@MainActor (LayoutSize) -> Void)?

    init(container: Container) {
        self.container = container
        direction = (container.content as? any NativeConstraintContainer)?.layoutDirection ?? .leftToRight
        // Edit variables below required can't be refused.
        try? allocationSolver.addEditVariable(width, strength: .nearlyRequired)
        try? allocationSolver.addEditVariable(height, strength: .nearlyRequired)
        try? fittingSolver.addEditVariable(width, strength: ConstraintPriority.fittingSizeLevel.strength)
        try? fittingSolver.addEditVariable(height, strength: ConstraintPriority.fittingSizeLevel.strength)
    }

    // MARK: Installing

    func constraints(madeFor view: View) -> [Constraint] {
        installed.filter { $0.from === view }
    }

    /// Puts a constraint's linear constraints into the solvers. A constraint relating a view
    /// outside this container is reported and ignored; a required piece that contradicts the
    /// required constraints already there is reported with them and left out.
    func install(_ constraint: Constraint) {
        guard constraint.layout == nil, !constraint.attributes.isEmpty else { return }
        guard let linear = linearConstraints(for: constraint) else { return }
        constraint.layout = self
        installed.append(constraint)
        var added: [LinearConstraint] = []
        for (attribute, piece) in linear {
            meanings[piece] = { constraint.description(of: attribute) }
            if add(piece) { added.append(piece) }
        }
        pieces[ObjectIdentifier(constraint)] = added
        constraintsDidChange(for: [constraint.from, constraint.resolvedTarget].compactMap { $0 })
    }

    func uninstall(_ constraint: Constraint) {
        guard constraint.layout === self else { return }
        for piece in pieces.removeValue(forKey: ObjectIdentifier(constraint)) ?? [] { remove(piece) }
        installed.removeAll { $0 === constraint }
        constraint.layout = nil
        constraintsDidChange(for: [constraint.from, constraint.resolvedTarget].compactMap { $0 })
    }

    /// Drops the view's item and every constraint from or to it, as Auto Layout does when a
    /// view leaves its superview.
    /// Its own size constraints go with it (`View.pendingConstraints`) to its next superview.
    func childWillBeRemoved(_ view: View) {
        for constraint in installed where constraint.from === view || constraint.resolvedTarget === view {
            uninstall(constraint)
            if constraint.constrainsOnlyItsView { view.pendingConstraints.append(constraint) }
        }
        guard let item = items.removeValue(forKey: ObjectIdentifier(view)) else { return }
        lastFound = nil
        itemsByNative[item.native] = nil
        pendingItems.removeAll { $0 === item }
        for constraint in item.intrinsic + item.fallbackPosition + item.nonNegative { remove(constraint) }
        setHeightInEverySolver(of: item, to: nil)
        notedAmbiguous.remove(ObjectIdentifier(view))
        setNeedsLayout()
    }

    func contentPrioritiesDidChange(of view: View) {
        items[ObjectIdentifier(view)]?.prioritiesChanged = true
        setNeedsLayout()
    }

    func constraintsDidChange(for views: [View]) {
        for view in views { notedAmbiguous.remove(ObjectIdentifier(view)) }
        needsAmbiguityCheck = true
        setNeedsLayout()
    }

    func setNeedsLayout() {
        (container.content as? any NativeConstraintContainer)?.setNeedsLayout()
    }

    /// Adds to every solver; false (with a report) for a required one that can't hold: it is
    /// the one broken (see `reportConflict`).
    @discardableResult
    func add(_ constraint: LinearConstraint) -> Bool {
        revision += 1
        do {
            try allocationSolver.add(constraint)
        } catch {
            reportConflict(constraint)
            return false
        }
        // The others hold the same required constraints, so they accept what the first did.
        // Named one by one, in `solvers`' order: that array cost an allocation per constraint.
        try? fittingSolver.add(constraint)
        var count = 2
        if let separateMinimumSolver { try? separateMinimumSolver.add(constraint); count += 1 }
        if let heightForWidthSolver { try? heightForWidthSolver.add(constraint); count += 1 }
        ConstraintLayoutStatistics.countAdded(count)
        return true
    }

    func remove(_ constraint: LinearConstraint) {
        revision += 1
        let solvers = solvers
        for solver in solvers { try? solver.remove(constraint) }
        meanings[constraint] = nil
        ConstraintLayoutStatistics.countRemoved(solvers.count)
    }
}
