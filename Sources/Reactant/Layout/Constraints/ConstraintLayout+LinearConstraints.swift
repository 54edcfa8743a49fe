/// From SnapKit-style constraints to the solver's linear constraints: which variables and
/// constants each attribute of a view (or of the container itself) stands for.
@MainActor
extension ConstraintLayout {
    func linearConstraints(for constraint: Constraint) -> [(ConstraintAttributes, LinearConstraint)]? {
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
    func expression(_ attribute: ConstraintAttributes, of view: View) -> LinearExpression? {
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
}
