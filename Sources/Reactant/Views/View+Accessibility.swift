/// What a screen reader learns about a view beyond its label and description
/// (`NativeAccessible`): ATK relations, states and role on GTK, the same values headless.
extension View {
    /// Names the view after `label`, the text shown next to it: the label's text becomes the
    /// view's accessible name and the view is labelled-by the label (the label is label-for
    /// the view), so a screen reader reads the visible words, and links the two.
    public func labelled(by label: Label) {
        accessibleLabel = label.text
        native.setAccessibleRelation(.labelledBy, to: [label.native])
    }

    /// Links the view to the views that describe it (described-by; nil or none removes it).
    public func described(by views: View...) {
        native.setAccessibleRelation(.describedBy, to: views.map(\.native))
    }

    /// The views that label this one (labelled-by).
    public var accessibleLabelledBy: [any NativeWidget] { native.accessibleTargets(of: .labelledBy) }

    /// The views that describe this one (described-by).
    public var accessibleDescribedBy: [any NativeWidget] { native.accessibleTargets(of: .describedBy) }

    /// The toolkit's accessibility states of the view (invalid-entry, required).
    public var accessibleStates: Set<AccessibleState> { native.accessibleStates }

    /// Turns an accessibility state on or off, as a screen reader reads it (ATK's states on
    /// GTK): `setAccessibleState(.required, true)`.
    public func setAccessibleState(_ state: AccessibleState, _ isOn: Bool) {
        native.setAccessibleState(state, isOn)
    }

    /// The role set through the toolkit; nil while it is the widget's own.
    public var accessibleRole: AccessibleRole? {
        get { native.accessibleRole }
        set { native.accessibleRole = newValue }
    }
}
