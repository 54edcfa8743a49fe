extension View {
    /// Installs the size constraints made while the view had no superview, now that it has
    /// one (`Container.children(...)`), as if they were made now.
    func activatePendingConstraints() {
        guard !pendingConstraints.isEmpty else { return }
        let pending = pendingConstraints
        pendingConstraints = []
        for constraint in pending { constraint.activate() }
    }

    /// SnapKit's entry point: `view.snp.makeConstraints { make in … }`, and the view's anchors
    /// (`view.snp.bottom`) for other views' constraints.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

/// `view.snp` (SnapKit's `ConstraintViewDSL`).
///
/// Constraints place a view inside its superview, relative to the superview and to its
/// siblings. The superview becomes a constraint container at the first constraint made for
/// one of its children (see `Container.constraintLayoutForChildren()`); its children are then
/// placed only by their constraints, at their GTK natural size unless constraints say
/// otherwise, as Auto Layout places views with an intrinsic content size.
@MainActor
public struct ConstraintViewDSL {
    let view: View

    /// Makes the constraints the closure describes and installs them.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        let maker = ConstraintMaker(view: view)
        closure(maker)
        for constraint in maker.finish() { constraint.activate() }
    }

    /// Removes every constraint made for this view, then makes these.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Changes the constants of constraints made before: each constraint the closure makes
    /// replaces the constant (and label) of the one with the same attributes, relation,
    /// target, multiplier and priority. One with no such match is reported and made anew.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        let maker = ConstraintMaker(view: view)
        closure(maker)
        let existing = installedConstraints
        for constraint in maker.finish() {
            if let match = existing.first(where: { $0.matches(constraint) }) {
                match.update(from: constraint)
            } else {
                Diagnostics.warning("updateConstraints on \(describe(view)) found no constraint like \(constraint) to update; it is made as a new one.")
                constraint.activate()
            }
        }
    }

    /// Removes every constraint made for this view.
    public func removeConstraints() {
        for constraint in installedConstraints { constraint.deactivate() }
    }

    /// The active constraints made for this view (a size made before it had a superview
    /// among them).
    public var installedConstraints: [Constraint] {
        (view.superview?.constraintLayout?.constraints(madeFor: view) ?? []) + view.pendingConstraints
    }

    // MARK: Anchors

    /// This view's left edge, for another view's constraint (`make.left.equalTo(icon.snp.right)`).
    public var left: ConstraintItem { item(.left) }
    /// This view's top edge, for another view's constraint (`make.top.equalTo(title.snp.bottom)`).
    public var top: ConstraintItem { item(.top) }
    /// This view's right edge, for another view's constraint.
    public var right: ConstraintItem { item(.right) }
    /// This view's bottom edge, for another view's constraint.
    public var bottom: ConstraintItem { item(.bottom) }
    /// This view's leading edge (left in left-to-right text), for another view's constraint.
    public var leading: ConstraintItem { item(.leading) }
    /// This view's trailing edge (right in left-to-right text), for another view's constraint.
    public var trailing: ConstraintItem { item(.trailing) }
    /// This view's width, for another view's constraint (`make.width.equalTo(icon.snp.width)`).
    public var width: ConstraintItem { item(.width) }
    /// This view's height, for another view's constraint.
    public var height: ConstraintItem { item(.height) }
    /// This view's horizontal centre, for another view's constraint.
    public var centerX: ConstraintItem { item(.centerX) }
    /// This view's vertical centre, for another view's constraint.
    public var centerY: ConstraintItem { item(.centerY) }
    /// This view's four edges, for another view's `make.edges` constraint.
    public var edges: ConstraintItem { item(.edges) }
    /// This view's top, leading, bottom and trailing edges, for another view's constraint.
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    /// This view's width and height, for another view's `make.size` constraint.
    public var size: ConstraintItem { item(.size) }
    /// This view's two centres, for another view's `make.center` constraint.
    public var center: ConstraintItem { item(.center) }

    private func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(view: view, attributes: attributes)
    }

    // MARK: Intrinsic size priorities

    /// How strongly the view resists being made wider than its natural width (UIKit's content
    /// hugging priority); see `View.setContentHuggingPriority(_:for:)`.
    public var contentHuggingHorizontalPriority: ConstraintPriority {
        get { view.contentHuggingPriority(for: .horizontal) }
        nonmutating set { view.setContentHuggingPriority(newValue, for: .horizontal) }
    }

    /// How strongly the view resists being made taller than its natural height.
    public var contentHuggingVerticalPriority: ConstraintPriority {
        get { view.contentHuggingPriority(for: .vertical) }
        nonmutating set { view.setContentHuggingPriority(newValue, for: .vertical) }
    }

    /// How strongly the view resists being made narrower than its natural width (UIKit's
    /// compression resistance); see `View.setContentCompressionResistancePriority(_:for:)`.
    public var contentCompressionResistanceHorizontalPriority: ConstraintPriority {
        get { view.contentCompressionResistancePriority(for: .horizontal) }
        nonmutating set { view.setContentCompressionResistancePriority(newValue, for: .horizontal) }
    }

    /// How strongly the view resists being made shorter than its natural height.
    public var contentCompressionResistanceVerticalPriority: ConstraintPriority {
        get { view.contentCompressionResistancePriority(for: .vertical) }
        nonmutating set { view.setContentCompressionResistancePriority(newValue, for: .vertical) }
    }
}

extension Constraint {
    /// SnapKit's test for `updateConstraints`: the same view, attributes, relation, target,
    /// multiplier and priority.
    func matches(_ other: Constraint) -> Bool {
        from === other.from && attributes == other.attributes && relation == other.relation
            && resolvedTarget === other.resolvedTarget && targetAttributes == other.targetAttributes
            && multiplier == other.multiplier && priority == other.priority
    }

    func update(from other: Constraint) {
        let layout = self.layout
        layout?.uninstall(self)
        constant = other.constant
        if let label = other.label { self.label = label }
        layout?.install(self)
    }
}
