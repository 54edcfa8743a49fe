/// A labelled text field that checks its text with a rule and shows why it is not accepted.
///
///     let email = FormField(label: "E-mail", rule: StringRules.email)
///
/// It is a component: its state is the text, and its actions are the person's edits and the
/// changes of validity (`FormFieldAction`). Underneath the entry sits a message label.
///
/// When the error shows: not before the person has edited the field or visited it (an empty
/// form opening covered in red tells nobody anything), and from then on after every edit, so
/// the message disappears the moment the value is fixed. `revealError()` shows it earlier;
/// `Form` calls it when the person tries to submit a form that is not valid. Setting the text
/// from code re-checks it but does not count as an edit.
///
/// Visited means: the person clicked the entry, or pressed a key in the window while the
/// entry had the focus (Tab to leave it, Enter, typing), and then the focus left the entry,
/// by keyboard, pointer or code. So tabbing out of an empty required field, or clicking into
/// it and then into another field, shows its error at once. Focus that only code moves does
/// not count: the focus a window gives its first field when it opens, `focus()` calls, the
/// focus `Form` moves on Enter when no key reached the window.
///
/// While the error shows, the entry carries GTK's `error` style class (the theme draws it
/// red), the message label shows the rule's message, the entry's accessible description is
/// that message, so a screen reader reads it with the field's name, and it has the
/// `invalid-entry` state. All of them clear when the rule passes; the description changes
/// only when the message does, so a screen reader isn't told it again on every keystroke.
///
/// For screen readers the entry is also labelled-by the title (its accessible name is the
/// title's text) and described-by the message label, and it is `required` when its rule
/// refuses an empty text.
///
/// GtkEntry holds at most `EntryText.maximumBytes` of text; longer text is cut there, and
/// the field checks (and reports) the text it really holds.
@MainActor
public final class FormField: ViewBase<String, FormFieldAction> {
    /// The field's name above the entry, also its accessible label.
    public let titleLabel: Label
    /// The entry the person types in; its accessible label is the field's title.
    public let textField: TextField
    /// The message under the entry; hidden while no error shows.
    public let messageLabel: Label

    private let check: @Sendable (String) -> String?
    /// Set by the person's first edit or by `revealError()`.
    public private(set) var isTouched = false
    /// The rule's message for the current text, whether shown yet or not; nil when valid.
    public private(set) var errorMessage: String?
    private var reportedValidity: Bool?
    /// A validity change waiting to be reported once the edit that caused it has been.
    private var pendingValidity: Bool?
    private var isHandlingEdit = false
    /// Set when the person clicked the entry or pressed a key while it had the focus (every
    /// key goes to the focus widget first); cleared when the focus leaves.
    private var isVisited = false

    /// A field checked by one of the ready rules (or any rule with `ValidationError`s), showing
    /// `ValidationError.message`.
    public convenience init(label: String, placeholder: String? = nil, isSecure: Bool = false,
                            rule: Rule<String?, ValidationError>) {
        self.init(label: label, placeholder: placeholder, isSecure: isSecure, rule: rule, message: \.message)
    }

    /// A field checked by a rule with its own error type; `message` turns an error into the
    /// sentence shown to the person.
    public init<RuleError: Error>(label: String, placeholder: String? = nil, isSecure: Bool = false,
                                  rule: Rule<String?, RuleError>,
                                  message: @escaping @Sendable (RuleError) -> String) {
        titleLabel = Label(text: label)
        textField = TextField(placeholder: placeholder)
        messageLabel = Label()
        check = { text in rule.validate(text).map(message) }
        super.init(layout: .vertical(spacing: 4))
        textField.isSecure = isSecure
        textField.accessibleLabel = label
        componentState = ""
    }

    /// Adds the title, the entry and the (hidden) message label, with their style classes
    /// (`form-field`, `form-field-label`, `form-field-message` and `error`).
    public override func loadView() {
        children(titleLabel, textField, messageLabel)
        addStyleClass("form-field")
        titleLabel.addStyleClass("form-field-label")
        // GTK's `error` class gives the label the theme's error colour; ours lets an app
        // restyle just these messages.
        messageLabel.addStyleClass("form-field-message")
        messageLabel.addStyleClass("error")
        messageLabel.wraps = true
        messageLabel.isHidden = true
        textField.labelled(by: titleLabel)
        textField.described(by: messageLabel)
        textField.setAccessibleState(.required, isRequired)
    }

    /// Stacks the title (start-aligned), the entry and the message (full width).
    public override func setupConstraints() {
        titleLabel.layout.edges(.leading)
        textField.layout.horizontalEdges()
        messageLabel.layout.horizontalEdges()
        titleLabel.textAlignment = 0
        messageLabel.textAlignment = 0
    }

    /// Starts listening to the entry's edits, focus, clicks and keys.
    public override func afterInit() {
        textField.action
            .sink(weak: self) { field, text in field.personEdited(text) }
            .store(in: &editSubscriptions)
        // Kept as long as the entry: the handlers hold this field weakly.
        _ = textField.native.onFocusChanged { [weak self] isFocus in self?.focusChanged(isFocus) }
        // A click gives the entry the focus (or it had it already): a visit either way.
        _ = (textField.native as? any NativeEntry)?.onPointerPress { [weak self] in self?.isVisited = true }
        _ = textField.native.onKeyPress { [weak self] _ in
            self?.isVisited = true
            return false
        }
    }

    private var editSubscriptions = Set<AnyCancellable>()

    /// Puts the text in the entry and checks it; this does not count as the person's edit.
    public override func update() {
        textField.componentState = componentState
        revalidate()
        if !isHandlingEdit { reportValidityChange() }
    }

    // MARK: Reading

    /// True while the rule accepts the text.
    public var isValid: Bool { errorMessage == nil }

    /// True when the rule refuses an empty text: the field must be filled in.
    public var isRequired: Bool { check("") != nil }

    /// True while the message is on screen.
    public var isShowingError: Bool { isTouched && errorMessage != nil }

    /// The text as the entry holds it.
    public var text: String { textField.text }

    /// The field's name.
    public var label: String { titleLabel.text }

    /// Each time the person presses Enter in the field.
    public var submit: Observable<Void> { textField.submit.rewrite(with: ()) }

    // MARK: Changing

    /// Shows the error now (when there is one), as if the person had edited the field, and
    /// keeps showing errors from then on.
    public func revealError() {
        isTouched = true
        showValidation()
    }

    // MARK: Internals

    /// The edit is reported first, then the validity change it caused, so an owner hears
    /// about the text before it hears what the text means.
    private func personEdited(_ text: String) {
        isTouched = true
        isHandlingEdit = true
        componentState = text
        isHandlingEdit = false
        perform(action: .textChanged(text))
        reportValidityChange()
    }

    /// Leaving the entry after a visit shows the error (see "Visited" in the type's notes).
    private func focusChanged(_ isFocus: Bool) {
        guard !isFocus, isVisited else { return }
        isVisited = false
        revealError()
    }

    private func revalidate() {
        errorMessage = check(textField.text)
        showValidation()
        if reportedValidity != isValid {
            // The first check sets the starting point; owners read `isValid` for it.
            if reportedValidity != nil { pendingValidity = isValid }
            reportedValidity = isValid
        }
    }

    private func reportValidityChange() {
        guard let validity = pendingValidity else { return }
        pendingValidity = nil
        perform(action: .validityChanged(validity))
    }

    private func showValidation() {
        let message = isShowingError ? errorMessage : nil
        if message != nil {
            textField.addStyleClass("error")
        } else {
            textField.removeStyleClass("error")
        }
        messageLabel.text = message ?? ""
        messageLabel.isHidden = message == nil
        if textField.accessibleDescription != message { textField.accessibleDescription = message }
        textField.setAccessibleState(.invalidEntry, message != nil)
    }
}
