/// One line of a `makeConstraints` closure (SnapKit's `Constraint`): `make.edges.equalToSuperview()`
/// is one constraint of four attributes. Keep it (`.constraint`) to change it later:
///
///     var topConstraint: Constraint?
///     view.snp.makeConstraints { make in
///         topConstraint = make.top.equalToSuperview().offset(20).constraint
///     }
///     topConstraint?.update(offset: 40)
///
/// It is installed in the superview of the view it was made for (`from`), which must also hold
/// the view it relates to; constraints live as long as both stay in that superview.
@MainActor
public final class Constraint: @MainActor CustomStringConvertible {
    /// How the view's attributes compare with the target's: `equalTo`, `lessThanOrEqualTo`,
    /// `greaterThanOrEqualTo`.
    public enum Relation: Sendable {
        /// `equal`: the same value; `lessThanOrEqual`: at most; `greaterThanOrEqual`: at least.
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    /// The view the constraint was made for.
    public let from: View
    /// The attributes of `from` the constraint relates (`edges` for `make.edges…`).
    public let attributes: ConstraintAttributes
    /// Whether the attributes equal the target's, or are at most or at least that.
    public let relation: Relation
    /// The view related to (nil for a constant: a size, or an edge against the superview).
    private(set) weak var target: View?
    /// The target's attributes; nil means the same as `attributes`.
    let targetAttributes: ConstraintAttributes?
    /// Whether `target` is the superview as it was named (`equalToSuperview()`): resolved when
    /// the constraint is installed, since the view may not have a superview yet.
    let targetsSuperview: Bool
    /// The factor the target's value is multiplied by (`multipliedBy(_:)`, `dividedBy(_:)`); 1 by
    /// default.
    public internal(set) var multiplier: Double = 1
    var constant = ConstraintConstant.zero
    /// How much the constraint matters; `required` (1000) unless `priority(_:)` or
    /// `update(priority:)` said otherwise.
    public internal(set) var priority = ConstraintPriority.required
    /// A name for diagnostics (`labeled(_:)`).
    public internal(set) var label: String?
    /// Where it was written, for diagnostics.
    let location: String

    /// The layout it is installed in while active.
    weak var layout: ConstraintLayout?
    /// A size of the view alone (`make.width.equalTo(100)`): no other view, not the superview.
    /// Auto Layout keeps such a constraint on the view itself, so it holds wherever the view
    /// goes; here it waits on the view while it has no superview (`View.pendingConstraints`).
    let constrainsOnlyItsView: Bool

    init(from: View, attributes: ConstraintAttributes, relation: Relation, target: View?,
         targetAttributes: ConstraintAttributes?, targetsSuperview: Bool, location: String) {
        self.from = from
        self.attributes = attributes
        self.relation = relation
        self.target = target
        self.targetAttributes = targetAttributes
        self.targetsSuperview = targetsSuperview
        self.location = location
        constrainsOnlyItsView = target == nil && !targetsSuperview
    }

    /// Installed, or (a size of a view without a superview) waiting to be.
    public var isActive: Bool { layout != nil || isPending }

    var isPending: Bool { from.pendingConstraints.contains { $0 === self } }

    /// Installs the constraint in its view's superview; see `ConstraintLayout.install`. A size
    /// of a view that has no superview yet (a component constraining itself in
    /// `setupConstraints()`) is installed when the view is added to one.
    public func activate() {
        guard !isActive else { return }
        guard let superview = from.superview else {
            if constrainsOnlyItsView {
                from.pendingConstraints.append(self)
                return
            }
            Diagnostics.error("\(self): \(describe(from)) has no superview yet; add it with children(...) before making its constraints. The constraint is ignored.")
            return
        }
        superview.constraintLayoutForChildren()?.install(self)
    }

    /// Removes the constraint from its layout (or from the view's waiting constraints); the views
    /// are laid out again without it. A constraint that is not active is left alone; `activate()`
    /// installs it again.
    public func deactivate() {
        layout?.uninstall(self)
        from.pendingConstraints.removeAll { $0 === self }
    }

    /// Replaces the constant with an offset (added to each attribute).
    public func update(offset: any ConstraintOffsetTarget) {
        change { $0.constant = .offset(offset) }
    }

    /// Replaces the constant with an inset (into the view from each side).
    public func update(inset: any ConstraintInsetTarget) {
        change { $0.constant = .inset(inset) }
    }

    /// Replaces the priority and solves the layout again. Changing a required constraint to an
    /// optional one (or back) is allowed here, unlike UIKit.
    public func update(priority: ConstraintPriority) {
        change { $0.priority = priority }
    }

    private func change(_ body: (Constraint) -> Void) {
        let layout = self.layout
        layout?.uninstall(self)
        body(self)
        layout?.install(self)
    }

    /// The target attribute that goes with one of `attributes`: the same one, the single
    /// target attribute, or the matching member of a composite one.
    func targetAttribute(for attribute: ConstraintAttributes) -> ConstraintAttributes {
        guard let targetAttributes else { return attribute }
        if targetAttributes.members.count == 1 { return targetAttributes }
        return targetAttributes.contains(attribute) ? attribute : targetAttributes.members.first ?? attribute
    }

    /// The target as it will be resolved: the named view, or the superview.
    var resolvedTarget: View? { targetsSuperview ? from.superview : target }

    /// Auto Layout's way of writing a constraint, with where it was made:
    /// `Label 'title'.top == Label 'name'.bottom + 10 @750 ("title below name") at Main.swift:20`.
    public var description: String {
        attributes.members.map(equation).joined(separator: ", ") + suffix
    }

    /// The one linear constraint made for `attribute`, described the same way.
    func description(of attribute: ConstraintAttributes) -> String {
        equation(attribute) + suffix
    }

    private var suffix: String {
        var text = ""
        if !priority.isRequired { text += " @\(priority)" }
        if let label { text += " (\"\(label)\")" }
        return text + " at \(location)"
    }

    private func equation(_ attribute: ConstraintAttributes) -> String {
        var part = "\(describe(from)).\(attribute) \(relationSymbol) "
        let constantValue = constant.value(for: attribute)
        let target = resolvedTarget ?? self.target
        let isSuperview = targetsSuperview || (target != nil && target === from.superview)
        if target != nil || targetsSuperview {
            let name = isSuperview ? "superview" : target.map(describe) ?? "superview"
            part += "\(name).\(targetAttribute(for: attribute))"
            if multiplier != 1 { part += " × \(format(multiplier))" }
            if constantValue != 0 { part += constantValue < 0 ? " - \(format(-constantValue))" : " + \(format(constantValue))" }
        } else {
            part += format(constantValue)
        }
        return part
    }

    private var relationSymbol: String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e9 ? String(Int(number)) : String(number)
    }
}
