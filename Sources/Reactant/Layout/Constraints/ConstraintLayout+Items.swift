/// The children as the solvers see them: one item per child with its size variables, the
/// constraints for its natural size and for where it goes when nothing else places it, kept
/// in step with what GTK (or the headless backend) measured.
@MainActor
extension ConstraintLayout {
    func item(for view: View) -> ConstraintLayoutItem {
        if let item = items[ObjectIdentifier(view)] { return item }
        let item = ConstraintLayoutItem(view: view)
        lastFound = nil
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
    func addPendingItemConstraints() {
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
    func placeFallback(_ item: ConstraintLayoutItem) {
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
    func updateIntrinsic(_ item: ConstraintLayoutItem, child: ChildMeasurement) {
        // The view's priorities are read again only after it said they changed
        // (`contentPrioritiesDidChange`), not through the weak reference at every layout.
        let priorities: ContentPriorities
        if let known = item.priorities, !item.prioritiesChanged {
            priorities = known
        } else {
            guard let view = item.view else { return }
            priorities = view.contentPriorities
            item.prioritiesChanged = false
        }
        // Compared by identity: reading a weak reference retains the widget's wrapper, and
        // a weakly referenced object's retain and release take the slow path (its side table).
        let widgetID = ObjectIdentifier(child.widget)
        if item.widgetID != widgetID {
            item.widget = child.widget
            item.widgetID = widgetID
        }
        let natural = child.natural
        let heightForWidth = child.widget.hasHeightForWidth
        guard item.natural != natural || item.priorities != priorities || item.hasHeightForWidth != heightForWidth else { return }
        for constraint in item.intrinsic { remove(constraint) }
        item.intrinsic = []
        item.natural = natural
        item.priorities = priorities
        item.hasHeightForWidth = heightForWidth
        setHeightInEverySolver(of: item, to: nil)
        for (constraint, meaning) in intrinsicConstraints(item.width, size: natural.width,
                                                          hugging: priorities.hugging.horizontal,
                                                          resistance: priorities.compressionResistance.horizontal) {
            meanings[constraint] = meaning
            if add(constraint) { item.intrinsic.append(constraint) }
        }
        if heightForWidth {
            // Until a solver gives the child a width, its height is the one for its natural width.
            let height = child.widget.preferredHeight(forWidth: natural.width).natural
            setHeightInEverySolver(of: item, to: height)
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
    func intrinsicConstraints(_ variable: SolverVariable, size: Int, hugging: ConstraintPriority,
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

    /// Follows the container's direction: leading and trailing change sides, so every
    /// constraint is built again.
    func syncDirection(_ newDirection: LayoutDirection) {
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
    func sync(_ children: [ChildMeasurement], direction: LayoutDirection) -> [ConstraintLayoutItem?] {
        syncDirection(direction)
        var natives: [ObjectIdentifier] = []
        natives.reserveCapacity(children.count)
        for index in children.indices { natives.append(ObjectIdentifier(children[index].widget)) }
        let found: [ConstraintLayoutItem?]
        if let lastFound, lastFound.natives == natives {
            found = lastFound.items
        } else {
            found = natives.map { native -> ConstraintLayoutItem? in
                if let item = itemsByNative[native] { return item }
                return container.subviews.first { ObjectIdentifier($0.native) == native }.map(item(for:))
            }
            // A child without an item may get one once its view is among the subviews.
            lastFound = found.contains { $0 == nil } ? nil : (natives, found)
        }
        addPendingItemConstraints()
        for index in children.indices {
            if let item = found[index] { updateIntrinsic(item, child: children[index]) }
        }
        return found
    }
}
