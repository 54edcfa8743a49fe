/// What a `FormField` reports to its owner.
public enum FormFieldAction: Equatable, Sendable {
    /// The person edited the text (typing, pasting, deleting); carries the new text.
    case textChanged(String)
    /// The field's value became valid (`true`) or invalid (`false`), by an edit or because the
    /// owner set new text. Reported only when the answer changes.
    case validityChanged(Bool)
}
