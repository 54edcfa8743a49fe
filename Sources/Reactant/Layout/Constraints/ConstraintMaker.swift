/// The `make` of `view.snp.makeConstraints { make in … }`: each `make.<attribute>` starts one
/// constraint, which `equalTo(…)` and its relatives finish (SnapKit's `ConstraintMaker`).
@MainActor
public final class ConstraintMaker: ConstraintAttributesDSL {
    let view: View
    private var started: [ConstraintMakerExtendable] = []

    init(view: View) {
        self.view = view
    }

    /// `make.top`: a new constraint of that attribute.
    public func including(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let extendable = ConstraintMakerExtendable(view: view, attributes: attributes)
        started.append(extendable)
        return extendable
    }

    /// The constraints the closure finished; a started one without a relation is reported.
    func finish() -> [Constraint] {
        started.compactMap { extendable in
            if extendable.constraint == nil {
                Diagnostics.warning("make.\(extendable.attributes) on \(describe(view)) has no relation (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo…); it makes no constraint.")
            }
            return extendable.constraint
        }
    }
}

/// `make.top`, `make.left.right`, …: more attributes, then a relation.
@MainActor
public final class ConstraintMakerExtendable: ConstraintAttributesDSL {
    let view: View
    private(set) var attributes: ConstraintAttributes
    fileprivate(set) var constraint: Constraint?

    init(view: View, attributes: ConstraintAttributes) {
        self.view = view
        self.attributes = attributes
    }

    /// `make.top.left`: the same constraint with one more attribute.
    public func including(_ more: ConstraintAttributes) -> ConstraintMakerExtendable {
        attributes.formUnion(more)
        return self
    }


    // MARK: Relations

    /// Makes the attributes equal `other`: a view (its same attributes), an anchor such as
    /// `title.snp.bottom`, or a number (a size, or an edge's distance from the superview's same
    /// edge). Anything else is reported through `Diagnostics` and makes a constraint that relates
    /// nothing. `file` and `line` record where it was written, for diagnostics.
    @discardableResult
    public func equalTo(_ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, to: other, at: "\(file):\(line)")
    }

    /// Makes the attributes at most `other` (a view, an anchor or a number, as `equalTo(_:_:_:)`).
    @discardableResult
    public func lessThanOrEqualTo(_ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, to: other, at: "\(file):\(line)")
    }

    /// Makes the attributes at least `other` (a view, an anchor or a number, as `equalTo(_:_:_:)`).
    @discardableResult
    public func greaterThanOrEqualTo(_ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, to: other, at: "\(file):\(line)")
    }

    /// Makes the attributes equal the superview's same attributes, whichever superview the view
    /// has when the constraint is installed.
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, at: "\(file):\(line)")
    }

    /// Makes the attributes at most the superview's same attributes.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, at: "\(file):\(line)")
    }

    /// Makes the attributes at least the superview's same attributes.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, at: "\(file):\(line)")
    }

    private func relate(_ relation: Constraint.Relation, to other: any ConstraintRelatableTarget, at location: String) -> ConstraintMakerEditable {
        let made: Constraint
        switch other {
        case let item as ConstraintItem:
            made = Constraint(from: view, attributes: attributes, relation: relation, target: item.view,
                              targetAttributes: item.attributes, targetsSuperview: false, location: location)
        case let target as View:
            made = Constraint(from: view, attributes: attributes, relation: relation, target: target,
                              targetAttributes: nil, targetsSuperview: false, location: location)
        case let constant as any ConstraintConstantTarget:
            // A size is a constant alone; an edge or centre is measured from the superview's.
            let isSize = attributes.isSubset(of: .size)
            made = Constraint(from: view, attributes: attributes, relation: relation, target: nil,
                              targetAttributes: nil, targetsSuperview: !isSize, location: location)
            made.constant = .value(constant)
        default:
            Diagnostics.error("make.\(attributes) on \(describe(view)) at \(location): \(type(of: other)) can't be related to; use a view, an anchor such as other.snp.bottom, or a number.")
            made = Constraint(from: view, attributes: [], relation: relation, target: nil,
                              targetAttributes: nil, targetsSuperview: true, location: location)
        }
        constraint = made
        return ConstraintMakerEditable(constraint: made)
    }

    private func relateToSuperview(_ relation: Constraint.Relation, at location: String) -> ConstraintMakerEditable {
        let made = Constraint(from: view, attributes: attributes, relation: relation, target: nil,
                              targetAttributes: nil, targetsSuperview: true, location: location)
        constraint = made
        return ConstraintMakerEditable(constraint: made)
    }
}

/// What follows a relation: the constant, multiplier, priority and label.
@MainActor
public struct ConstraintMakerEditable {
    /// The constraint made, to keep for `update(offset:)`, `deactivate()` and the like.
    public let constraint: Constraint

    /// Adds `amount` to every attribute (a point or size per axis).
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        constraint.constant = .offset(amount)
        return self
    }

    /// Moves each edge `amount` into the view: left/top/leading by +amount, right/bottom/trailing
    /// by -amount, width and height by -2·amount.
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        constraint.constant = .inset(amount)
        return self
    }

    /// Multiplies the target's value by `amount` (`make.width.equalTo(other).multipliedBy(0.5)`
    /// is half its width).
    @discardableResult
    public func multipliedBy(_ amount: any ConstraintNumber) -> ConstraintMakerEditable {
        constraint.multiplier = amount.constraintValue
        return self
    }

    /// Divides the target's value by `amount`; dividing by 0 is reported through `Diagnostics`
    /// and ignored.
    @discardableResult
    public func dividedBy(_ amount: any ConstraintNumber) -> ConstraintMakerEditable {
        guard amount.constraintValue != 0 else {
            Diagnostics.error("\(constraint): dividedBy(0) is ignored.")
            return self
        }
        constraint.multiplier = 1 / amount.constraintValue
        return self
    }

    /// Sets how much the constraint matters; values are clamped to 1…1000.
    @discardableResult
    public func priority(_ priority: ConstraintPriority) -> ConstraintMakerEditable {
        constraint.priority = ConstraintPriority(min(max(priority.value, 1), 1000))
        return self
    }

    /// Sets how much the constraint matters from a number (`.priority(999)`); clamped to 1…1000.
    @discardableResult
    public func priority(_ amount: any ConstraintNumber) -> ConstraintMakerEditable {
        priority(ConstraintPriority(amount.constraintValue))
    }

    /// Names the constraint in diagnostics.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerEditable {
        constraint.label = label
        return self
    }
}
