import Reactant

/// The sign-up form: name, e-mail and password, each checked as the person types, and a
/// "Create account" button that is enabled only while all three are valid. The controller
/// puts Cancel and Create account in its dialog's header bar (GNOME's dialog layout).
public final class SignUpRootView: ViewBase<SignUpState, SignUpAction>, RootView {
    let heading = Label(text: tr("Create your account"))
    let nameField = FormField(label: tr("Name"), placeholder: tr("Ann Smith"), rule: SignUpRules.name)
    let emailField = FormField(label: tr("E-mail"), placeholder: tr("name@example.com"), rule: SignUpRules.email)
    let passwordField = FormField(
        label: tr("Password"),
        placeholder: Localization.fill(trn("At least %@ character", "At least %@ characters",
                                           SignUpRules.minimumPasswordLength), SignUpRules.minimumPasswordLength),
        isSecure: true,
        rule: SignUpRules.password
    )
    let cancelButton = Button(title: tr("Cancel"))
    let createButton = Button(title: tr("Create account"))
    lazy var form = Form(fields: [nameField, emailField, passwordField], submitButton: createButton)

    public override var actions: [Observable<SignUpAction>] {
        [
            nameField.action.compactMap(Self.edit(SignUpAction.nameChanged)).eraseToAnyPublisher(),
            emailField.action.compactMap(Self.edit(SignUpAction.emailChanged)).eraseToAnyPublisher(),
            passwordField.action.compactMap(Self.edit(SignUpAction.passwordChanged)).eraseToAnyPublisher(),
            form.submitted.rewrite(with: .createAccount),
            cancelButton.tap.rewrite(with: .cancel),
        ]
    }

    /// Passes a field's text edits on as `action`; validity changes are the form's business.
    private static func edit(_ action: @escaping (String) -> SignUpAction) -> (FormFieldAction) -> SignUpAction? {
        { fieldAction in
            guard case .textChanged(let text) = fieldAction else { return nil }
            return action(text)
        }
    }

    public override func update() {
        nameField.componentState = componentState.name
        emailField.componentState = componentState.email
        passwordField.componentState = componentState.password
    }

    public override func loadView() {
        children(
            heading,
            nameField,
            emailField,
            passwordField
        )
        addStyleClass("sign-up")
        heading.addStyleClass("sign-up-heading")
        createButton.addStyleClass("suggested-action")
    }

    public override func setupConstraints() {
        heading.layout.edges(.leading, .top, .trailing, inset: 24)
        heading.textAlignment = 0
        nameField.layout.below(heading, offset: 16).horizontalEdges(inset: 24)
        emailField.layout.below(nameField, offset: 12).horizontalEdges(inset: 24)
        passwordField.layout.below(emailField, offset: 12).edges(.leading, .trailing, .bottom, inset: 24)
    }

    public func viewDidAppear() {
        nameField.textField.focus()
    }
}
