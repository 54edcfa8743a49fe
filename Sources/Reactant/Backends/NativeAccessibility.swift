/// What a screen reader learns about a widget beyond its name and description: which widgets
/// label and describe it, its states and its role. The GTK backend sets them on the widget's
/// ATK object, which the AT-SPI bridge hands to screen readers (Orca); the headless backend
/// keeps the same values.

/// A link from one widget to others (ATK relations). Setting one also sets its reverse on
/// the targets (label-for, description-for), as GTK does for a label's mnemonic widget.
public enum AccessibleRelation: String, Sendable, CaseIterable {
    /// The widget's name comes from these labels (a form field's title).
    case labelledBy = "labelled-by"
    /// These widgets describe the widget (a form field's error message).
    case describedBy = "described-by"
}

/// States the toolkit decides (the rest, focused, sensitive, …, GTK keeps itself).
public enum AccessibleState: String, Sendable, CaseIterable {
    /// The value doesn't pass the field's rule (ATK_STATE_INVALID_ENTRY).
    case invalidEntry = "invalid-entry"
    /// The field must be filled in (ATK_STATE_REQUIRED).
    case required
}

/// Roles the toolkit gives widgets whose GTK role says less than they are.
public enum AccessibleRole: String, Sendable, CaseIterable {
    /// A window that alerts the person (AlertController): ATK_ROLE_ALERT.
    case alert
    /// A window presented over another: ATK_ROLE_DIALOG.
    case dialog
    /// A part that tells the state of things, such as a table's "Loading…" or "No names":
    /// ATK_ROLE_STATUSBAR, which screen readers read as a status.
    case status
    /// A message that comes and goes by itself, such as a toast: ATK_ROLE_NOTIFICATION, which
    /// screen readers (Orca) read out when it shows.
    case notification
}

/// What a widget tells screen readers beyond its name and description: relations to other widgets
/// and states (ATK on GTK 3).
@MainActor
public protocol NativeAccessible: AnyObject {
    /// Replaces the widget's `relation` targets (an empty list removes the relation).
    func setAccessibleRelation(_ relation: AccessibleRelation, to targets: [any NativeWidget])
    /// The widgets the relation points to, in the order given.
    func accessibleTargets(of relation: AccessibleRelation) -> [any NativeWidget]
    /// The toolkit's states the widget has now.
    var accessibleStates: Set<AccessibleState> { get }
    /// Turns one of the toolkit's states on or off, telling screen readers when it changes.
    func setAccessibleState(_ state: AccessibleState, _ isOn: Bool)
    /// The role set through the toolkit; nil leaves GTK's own (a button is a push button).
    var accessibleRole: AccessibleRole? { get set }
}
