/// Ties form fields to their submit button: the button is enabled only while every field is
/// valid, Enter in a field moves on to the next one, and Enter in the last field submits.
///
///     let form = Form(fields: [name, email, password], submitButton: createButton)
///     form.submitted.rewrite(with: SignUpAction.createAccount)   // in `actions`
///
/// Enter in the last field while the form is not valid submits nothing: it reveals the
/// errors of every field (even ones the person never touched, which is why the button was
/// off) and puts the focus in the first field that needs fixing.
///
/// A `Form` is a helper, not a view: the view that lays out the fields and the button keeps
/// it in a stored property. It holds no reference back to that view.
@MainActor
public final class Form {
    /// The fields, in the order Enter moves through them.
    public let fields: [FormField]
    /// The button that submits the form; enabled only while every field is valid.
    public let submitButton: Button
    private let submittedSubject = PassthroughSubject<Void, Never>()
    private var subscriptions = Set<AnyCancellable>()

    /// Ties `fields` to `submitButton`, and sets the button's enabled state at once.
    public init(fields: [FormField], submitButton: Button) {
        self.fields = fields
        self.submitButton = submitButton
        for (index, field) in fields.enumerated() {
            field.action
                .sink(weak: self) { form, action in
                    if case .validityChanged = action { form.refreshSubmitButton() }
                }
                .store(in: &subscriptions)
            field.submit
                .sink(weak: self) { form, _ in form.enterPressed(inFieldAt: index) }
                .store(in: &subscriptions)
        }
        submitButton.tap
            .sink(weak: self) { form, _ in form.submit() }
            .store(in: &subscriptions)
        refreshSubmitButton()
    }

    /// True while every field's rule accepts its text (also for a form with no fields).
    public var isValid: Bool { fields.allSatisfy(\.isValid) }

    /// A value each time the person submits the valid form: a click on the submit button,
    /// Enter in the last field, or (in a dialog, `DialogHeader(form:)`) the dialog's Enter.
    /// The one place to react to a submission: a handler on the submit button's `tap` as well
    /// would run a second time for every click.
    public var submitted: Observable<Void> { submittedSubject.eraseToAnyPublisher() }

    /// Submits the form as its button would: `submitted` gets one value when the form is
    /// valid; an invalid one reveals its errors instead. Every way of submitting comes here.
    public func submit() {
        if isValid {
            submittedSubject.send()
        } else {
            revealErrors()
        }
    }

    /// Shows the errors of every invalid field and focuses the first of them.
    public func revealErrors() {
        for field in fields { field.revealError() }
        fields.first { !$0.isValid }?.textField.focus()
    }

    private func refreshSubmitButton() {
        submitButton.isEnabled = isValid
    }

    private func enterPressed(inFieldAt index: Int) {
        if index + 1 < fields.count {
            fields[index + 1].textField.focus()
        } else {
            submit()
        }
    }
}
