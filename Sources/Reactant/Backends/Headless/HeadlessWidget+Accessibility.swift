/// Relations, states and roles, kept as GTK keeps them on the ATK object: a relation also
/// sets its reverse on the targets (which the headless tree doesn't report), targets are
/// held weakly, and a state change is only noted when it changes.
extension HeadlessWidget {
    /// Keeps `targets` (weakly) as the relation's targets; an empty list removes the relation.
    /// Widgets of another backend are dropped.
    public func setAccessibleRelation(_ relation: AccessibleRelation, to targets: [any NativeWidget]) {
        accessibility.relations[relation] = targets.compactMap { $0 as? HeadlessWidget }.map { WeakWidget(widget: $0) }
    }

    /// The targets of `relation` still alive, in the order given.
    public func accessibleTargets(of relation: AccessibleRelation) -> [any NativeWidget] {
        (accessibility.relations[relation] ?? []).compactMap(\.widget)
    }

    /// The states turned on with `setAccessibleState`.
    public var accessibleStates: Set<AccessibleState> { accessibility.states }

    /// Turns `state` on or off; nothing is announced headless.
    public func setAccessibleState(_ state: AccessibleState, _ isOn: Bool) {
        if isOn { accessibility.states.insert(state) } else { accessibility.states.remove(state) }
    }

    /// The role set by the toolkit, kept as set; nil when none was set.
    public var accessibleRole: AccessibleRole? {
        get { accessibility.role }
        set { accessibility.role = newValue }
    }
}

/// A headless widget's accessibility beyond its name and description.
struct HeadlessAccessibility {
    var relations: [AccessibleRelation: [WeakWidget]] = [:]
    var states: Set<AccessibleState> = []
    var role: AccessibleRole?
}

struct WeakWidget {
    weak var widget: HeadlessWidget?
}
