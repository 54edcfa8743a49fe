/// How a container comes to lay its children out with constraints.
extension Container {
    /// The constraint layout of this container's children, making this container a constraint
    /// container if it is a box: the first constraint made for a child does this, so a
    /// `ViewBase` whose `setupConstraints()` uses `snp` becomes one, as seed code expects.
    ///
    /// A box turns into a constraint box only while it is in no container and no window (a
    /// component does it in its `init`): its native widget is replaced and everything set on it
    /// (children, style classes, name, tooltip, accessibility texts, visibility, sensitivity,
    /// placement) moves over. Otherwise, and for grids, it is refused with an error naming the
    /// container; create it with `Container(layout: .constraints)` then.
    func constraintLayoutForChildren() -> ConstraintLayout? {
        if let constraintLayout { return constraintLayout }
        switch containerLayout {
        case .vertical, .horizontal:
            return convertToConstraints()
        case .grid:
            Diagnostics.error("\(describe(self)) is a grid; constraints need a box or a constraint container. Create it with layout: .constraints; the constraint is ignored.")
            return nil
        case .constraints:
            attachConstraintLayout()
            return constraintLayout
        }
    }

    private func convertToConstraints() -> ConstraintLayout? {
        let replacesOuterWidget = content === native
        if replacesOuterWidget && (superview != nil || native.nativeParent != nil) {
            Diagnostics.error("\(describe(self)) is already inside \(superview.map(describe) ?? "a window"); a box can become a constraint container only before it is added anywhere. Make it with layout: .constraints, or make the constraints in setupConstraints(); the constraint is ignored.")
            return nil
        }
        guard let box = Backends.current.makeContainer(.constraints) as? any NativeConstraintContainer else { return nil }
        replaceContent(with: box)
        attachConstraintLayout()
        return constraintLayout
    }

    func attachConstraintLayout() {
        guard let box = content as? any NativeConstraintContainer else { return }
        let layout = ConstraintLayout(container: self)
        constraintLayout = layout
        box.layoutDelegate = layout
    }

    /// Which side `leading` means for the constraints of this container's children; follows
    /// the text direction (GTK's default direction, from the locale) unless set. Only a
    /// constraint container has one; setting it on another container does nothing.
    public var layoutDirection: LayoutDirection {
        get { (content as? any NativeConstraintContainer)?.layoutDirection ?? .leftToRight }
        set { (content as? any NativeConstraintContainer)?.layoutDirection = newValue }
    }
}
