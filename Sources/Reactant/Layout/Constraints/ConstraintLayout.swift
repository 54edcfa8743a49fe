/// The solver's side of a constraint container: turns its children's constraints into linear
/// constraints, keeps them in two incremental solvers and answers the native container's
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
    private let allocationSolver = ConstraintSolver()
    private let fittingSolver = ConstraintSolver()
    private let minimumSolver = ConstraintSolver()
    private var heightForWidthSolver: ConstraintSolver?
    private var solvers: [ConstraintSolver] {
        [allocationSolver, fittingSolver, minimumSolver] + (heightForWidthSolver.map { [$0] } ?? [])
    }
    private let allocationIndex = 0, fittingIndex = 1, minimumIndex = 2, heightForWidthIndex = 3

    private var items: [ObjectIdentifier: ConstraintLayoutItem] = [:]
    /// Items whose own constraints are not in the solvers yet (see `addPendingItemConstraints`).
    private var pendingItems: [ConstraintLayoutItem] = []
    private var itemsByNative: [ObjectIdentifier: ConstraintLayoutItem] = [:]
    /// Active constraints, in the order they were installed, with the linear constraints each
    /// put into the solvers (a piece a conflict broke is not among them).
    private(set) var installed: [Constraint] = []
    private var pieces: [ObjectIdentifier: [LinearConstraint]] = [:]
    /// What each linear constraint in the solvers stands for, for conflict reports; made into
    /// text only when a report needs it.
    private var meanings: [LinearConstraint: () -> String] = [:]
    /// Counts every change to the solvers' constraints, so a measurement or allocation can tell
    /// that nothing changed since the last one.
    private var revision = 0
    private var lastMeasure: (revision: Int, minimum: LayoutSize, natural: LayoutSize)?
    private var lastAllocation: (revision: Int, size: LayoutSize, children: [ChildKey], frames: [LayoutRect])?
    /// Heights for widths answered since the last change (GTK asks for a few widths a frame).
    private var heightsForWidth: (revision: Int, heights: [Int: (minimum: Int, natural: Int)]) = (0, [:])

    /// A child as an allocation saw it: a child that has no item yet gets its natural size.
    private struct ChildKey: Equatable {
        let widget: ObjectIdentifier
        let natural: LayoutSize
    }
    /// The direction the constraints were built for.
    private var direction: LayoutDirection
    private var needsAmbiguityCheck = true
    private var notedAmbiguous: Set<ObjectIdentifier> = []

    init(container: Container) {
        self.container = container
        direction = (container.content as? any NativeConstraintContainer)?.layoutDirection ?? .leftToRight
        // Edit variables below required can't be refused.
        try? allocationSolver.addEditVariable(width, strength: .nearlyRequired)
        try? allocationSolver.addEditVariable(height, strength: .nearlyRequired)
        try? fittingSolver.addEditVariable(width, strength: ConstraintPriority.fittingSizeLevel.strength)
        try? fittingSolver.addEditVariable(height, strength: ConstraintPriority.fittingSizeLevel.strength)
        try? minimumSolver.addEditVariable(width, strength: .nearlyRequired)
        try? minimumSolver.addEditVariable(height, strength: .nearlyRequired)
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
    func childWillBeRemoved(_ view: View) {
        for constraint in installed where constraint.from === view || constraint.resolvedTarget === view {
            uninstall(constraint)
        }
        guard let item = items.removeValue(forKey: ObjectIdentifier(view)) else { return }
        itemsByNative[item.native] = nil
        pendingItems.removeAll { $0 === item }
        for constraint in item.intrinsic + item.fallbackPosition + item.nonNegative { remove(constraint) }
        for index in item.heightsForWidth.keys { setHeight(of: item, in: index, to: nil) }
        notedAmbiguous.remove(ObjectIdentifier(view))
        setNeedsLayout()
    }

    func contentPrioritiesDidChange(of view: View) {
        setNeedsLayout()
    }

    private func constraintsDidChange(for views: [View]) {
        for view in views { notedAmbiguous.remove(ObjectIdentifier(view)) }
        needsAmbiguityCheck = true
        setNeedsLayout()
    }

    private func setNeedsLayout() {
        (container.content as? any NativeConstraintContainer)?.setNeedsLayout()
    }

    /// Adds to every solver; false (with a report) for a required one that can't hold: it is
    /// the one broken (see `reportConflict`).
    @discardableResult
    private func add(_ constraint: LinearConstraint) -> Bool {
        revision += 1
        do {
            try allocationSolver.add(constraint)
        } catch {
            reportConflict(constraint)
            return false
        }
        // The others hold the same required constraints, so they accept what the first did.
        let others = solvers.dropFirst()
        for solver in others { try? solver.add(constraint) }
        ConstraintLayoutStatistics.countAdded(1 + others.count)
        return true
    }

    private func remove(_ constraint: LinearConstraint) {
        revision += 1
        let solvers = solvers
        for solver in solvers { try? solver.remove(constraint) }
        meanings[constraint] = nil
        ConstraintLayoutStatistics.countRemoved(solvers.count)
    }

    // MARK: From constraints to linear constraints

    private func linearConstraints(for constraint: Constraint) -> [(ConstraintAttributes, LinearConstraint)]? {
        let from = constraint.from
        guard from.superview === container else {
            Diagnostics.error("\(constraint): \(describe(from)) is not inside \(describe(container)); the constraint is ignored.")
            return nil
        }
        let target = constraint.resolvedTarget
        if let target, target !== container, target.superview !== container {
            let whereItIs = target.superview.map { "inside \(describe($0))" } ?? "not added to any container yet"
            Diagnostics.error("""
                \(constraint) relates \(describe(from)) to \(describe(target)), which is \(whereItIs): a \
                constraint can relate a view only to its superview (\(describe(container))) and to the \
                views beside it there. The constraint is ignored.
                """)
            return nil
        }
        let relation: LinearConstraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let strength = constraint.priority.strength
        return constraint.attributes.members.compactMap { attribute in
            guard let lhs = expression(attribute, of: from) else { return nil }
            var rhs = LinearExpression(constant: constraint.constant.value(for: attribute))
            if let target, let anchor = expression(constraint.targetAttribute(for: attribute), of: target) {
                rhs = anchor * constraint.multiplier + rhs
            }
            return (attribute, LinearConstraint(lhs, relation, rhs, strength: strength))
        }
    }

    /// An attribute as a linear expression: the container's own edges are 0 and its width and
    /// height; a child's come from its item. Leading and trailing are measured from the leading
    /// side (negated x in right-to-left text), so `offset(20)` always moves towards trailing.
    private func expression(_ attribute: ConstraintAttributes, of view: View) -> LinearExpression? {
        let rightToLeft = direction == .rightToLeft
        if view === container {
            let w = LinearExpression(width), h = LinearExpression(height), zero = LinearExpression(constant: 0)
            switch attribute {
            case .left, .top: return zero
            case .right, .width: return w
            case .bottom, .height: return h
            case .centerX: return w * 0.5
            case .centerY: return h * 0.5
            case .leading: return rightToLeft ? -w : zero
            case .trailing: return rightToLeft ? zero : w
            default: return nil
            }
        }
        guard view.superview === container else { return nil }
        let item = item(for: view)
        let x = LinearExpression(item.left), y = LinearExpression(item.top)
        let w = LinearExpression(item.width), h = LinearExpression(item.height)
        switch attribute {
        case .left: return x
        case .top: return y
        case .right: return x + w
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        case .leading: return rightToLeft ? -(x + w) : x
        case .trailing: return rightToLeft ? -x : x + w
        default: return nil
        }
    }

    // MARK: Items

    private func item(for view: View) -> ConstraintLayoutItem {
        if let item = items[ObjectIdentifier(view)] { return item }
        let item = ConstraintLayoutItem(view: view)
        items[ObjectIdentifier(view)] = item
        itemsByNative[item.native] = item
        pendingItems.append(item)
        return item
    }

    /// Adds the size and fallback constraints of items made since the last layout. They wait
    /// for it so that the user's constraints come first: an item's variables are then still
    /// free when those equations arrive, and the solver takes them as the equations' subjects,
    /// where otherwise each equation would need the slower search for a feasible basis (an
    /// artificial variable). Being inequalities and weak equations, they never need it.
    private func addPendingItemConstraints() {
        let items = pendingItems
        pendingItems.removeAll()
        for item in items {
            item.nonNegative = [
                LinearConstraint(LinearExpression(item.width), .greaterThanOrEqual),
                LinearConstraint(LinearExpression(item.height), .greaterThanOrEqual),
            ]
            for constraint in item.nonNegative {
                meanings[constraint] = { "\(constraint.expression) >= 0 (no negative size)" }
                add(constraint)
            }
            placeFallback(item)
        }
    }

    /// The leading and top edges at the container's, at the weakest strength.
    private func placeFallback(_ item: ConstraintLayoutItem) {
        for constraint in item.fallbackPosition { remove(constraint) }
        let leading = direction == .rightToLeft
            ? LinearConstraint(item.left + item.width, .equal, LinearExpression(width), strength: .fallback)
            : LinearConstraint(LinearExpression(item.left), .equal, strength: .fallback)
        let top = LinearConstraint(LinearExpression(item.top), .equal, strength: .fallback)
        item.fallbackPosition = [leading, top]
        for constraint in item.fallbackPosition {
            meanings[constraint] = { [name = item.left.name] in "\(name) at the leading edge (fallback)" }
            add(constraint)
        }
    }

    /// Brings the intrinsic constraints up to date with the child's measured natural size and
    /// its priorities; nothing changes in the solvers while neither does.
    private func updateIntrinsic(_ item: ConstraintLayoutItem, child: ChildMeasurement) {
        guard let view = item.view else { return }
        item.widget = child.widget
        let natural = child.natural
        let priorities = view.contentPriorities
        let heightForWidth = child.widget.hasHeightForWidth
        guard item.natural != natural || item.priorities != priorities || item.hasHeightForWidth != heightForWidth else { return }
        for constraint in item.intrinsic { remove(constraint) }
        item.intrinsic = []
        item.natural = natural
        item.priorities = priorities
        item.hasHeightForWidth = heightForWidth
        for index in item.heightsForWidth.keys { setHeight(of: item, in: index, to: nil) }
        for (constraint, meaning) in intrinsicConstraints(item.width, size: natural.width,
                                                          hugging: priorities.hugging.horizontal,
                                                          resistance: priorities.compressionResistance.horizontal) {
            meanings[constraint] = meaning
            if add(constraint) { item.intrinsic.append(constraint) }
        }
        if heightForWidth {
            // Until a solver gives the child a width, its height is the one for its natural width.
            let height = child.widget.preferredHeight(forWidth: natural.width).natural
            for index in solvers.indices { setHeight(of: item, in: index, to: height) }
        } else {
            for (constraint, meaning) in intrinsicConstraints(item.height, size: natural.height,
                                                              hugging: priorities.hugging.vertical,
                                                              resistance: priorities.compressionResistance.vertical) {
                meanings[constraint] = meaning
                if add(constraint) { item.intrinsic.append(constraint) }
            }
        }
    }

    /// A size kept by compression resistance (not below) and hugging (not above); an empty
    /// view's 0 only at the weakest strength.
    private func intrinsicConstraints(_ variable: SolverVariable, size: Int, hugging: ConstraintPriority,
                                      resistance: ConstraintPriority) -> [(LinearConstraint, () -> String)] {
        let target = LinearExpression(constant: Double(size))
        let name = variable.name
        guard size != 0 else {
            // A view without content (an empty box) has no intrinsic size to keep; at the
            // weakest strength it is 0 where nothing else decides.
            return [(LinearConstraint(LinearExpression(variable), .equal, target, strength: .fallback),
                     { "\(name) == 0 (natural size, fallback)" })]
        }
        return [
            (LinearConstraint(LinearExpression(variable), .greaterThanOrEqual, target, strength: resistance.strength),
             { "\(name) >= \(size) (natural size, compression resistance @\(resistance))" }),
            (LinearConstraint(LinearExpression(variable), .lessThanOrEqual, target, strength: hugging.strength),
             { "\(name) <= \(size) (natural size, hugging @\(hugging))" }),
        ]
    }

    // MARK: Height for width

    /// Replaces the height constraints of a height-for-width child in one solver (nil: takes
    /// them out).
    private func setHeight(of item: ConstraintLayoutItem, in index: Int, to height: Int?) {
        let solver = solvers[index]
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
    private func settleHeightsForWidth(in index: Int) {
        let solver = solvers[index]
        let flowing = items.values.filter(\.hasHeightForWidth)
        guard !flowing.isEmpty else { return }
        for _ in 0..<4 {
            var changed = false
            for item in flowing {
                guard let widget = item.widget else { continue }
                let width = max(Int(solver.value(of: item.width).rounded()), 0)
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
    private func makeHeightForWidthSolver() -> ConstraintSolver {
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

    /// Follows the container's direction: leading and trailing change sides, so every
    /// constraint is built again.
    private func syncDirection(_ newDirection: LayoutDirection) {
        guard newDirection != direction else { return }
        direction = newDirection
        revision += 1
        let active = installed
        for constraint in active.reversed() { uninstall(constraint) }
        for item in items.values { placeFallback(item) }
        for constraint in active { install(constraint) }
    }

    /// The items of the measured children, made for children met for the first time, with
    /// their intrinsic constraints brought up to date.
    private func sync(_ children: [ChildMeasurement], direction: LayoutDirection) -> [ConstraintLayoutItem?] {
        syncDirection(direction)
        let found = children.map { child -> ConstraintLayoutItem? in
            let native = ObjectIdentifier(child.widget)
            if let item = itemsByNative[native] { return item }
            return container.subviews.first { ObjectIdentifier($0.native) == native }.map(item(for:))
        }
        addPendingItemConstraints()
        for (child, item) in zip(children, found) {
            if let item { updateIntrinsic(item, child: child) }
        }
        return found
    }

    // MARK: ConstraintLayoutDelegate

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
    private static func pixels(_ value: Double) -> Int { max(Int((value - 1e-6).rounded(.up)), 0) }

    /// The children's frames at `size`: the container's width and height are suggested to the
    /// allocation solver, which re-solves from its last solution (no constraint is added or
    /// removed for a new size). The same size with nothing changed gives the last frames.
    func frames(of children: [ChildMeasurement], in size: LayoutSize, direction: LayoutDirection) -> [LayoutRect] {
        let start = ConstraintLayoutStatistics.now()
        let found = sync(children, direction: direction)
        let identities = children.map { ChildKey(widget: ObjectIdentifier($0.widget), natural: $0.natural) }
        if let last = lastAllocation, last.revision == revision, last.size == size, last.children == identities {
            ConstraintLayoutStatistics.countAllocation(solved: false, seconds: ConstraintLayoutStatistics.now() - start)
            return last.frames
        }
        if allocationSolver.suggestedValue(for: width) != Double(size.width) {
            try? allocationSolver.suggest(Double(size.width), for: width)
            ConstraintLayoutStatistics.countSuggestion()
        }
        if allocationSolver.suggestedValue(for: height) != Double(size.height) {
            try? allocationSolver.suggest(Double(size.height), for: height)
            ConstraintLayoutStatistics.countSuggestion()
        }
        settleHeightsForWidth(in: allocationIndex)
        if needsAmbiguityCheck { noteAmbiguousViews() }
        let frames = zip(children, found).map { child, item in
            guard let item else { return LayoutRect(x: 0, y: 0, width: child.natural.width, height: child.natural.height) }
            return frame(of: item)
        }
        lastAllocation = (revision, size, identities, frames)
        ConstraintLayoutStatistics.countAllocation(solved: true, seconds: ConstraintLayoutStatistics.now() - start)
        return frames
    }

    /// The solution in whole pixels: edges are rounded, so views that touch keep touching.
    private func frame(of item: ConstraintLayoutItem) -> LayoutRect {
        let left = allocationSolver.value(of: item.left), top = allocationSolver.value(of: item.top)
        let x = Int(left.rounded()), y = Int(top.rounded())
        let maxX = Int((left + allocationSolver.value(of: item.width)).rounded())
        let maxY = Int((top + allocationSolver.value(of: item.height)).rounded())
        return LayoutRect(x: x, y: y, width: max(maxX - x, 0), height: max(maxY - y, 0))
    }

    /// A debug note for each view whose frame rests on the fallback constraints.
    private func noteAmbiguousViews() {
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
    private func reportConflict(_ broken: LinearConstraint) {
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

    private func smallestConflict(with broken: LinearConstraint, among candidates: [LinearConstraint]) -> [LinearConstraint] {
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

    private static func isSatisfiable(_ constraints: [LinearConstraint]) -> Bool {
        let solver = ConstraintSolver()
        for constraint in constraints {
            do { try solver.add(constraint) } catch { return false }
        }
        return true
    }
}
