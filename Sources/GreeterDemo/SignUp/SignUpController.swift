import Reactant

/// Asks for a name, an e-mail address and a password, and hands a new account to whoever
/// opened it.
public final class SignUpController: ControllerBase<SignUpState, SignUpRootView> {
    /// The account the person asked for. The password goes to whoever creates the account
    /// and nowhere else.
    public struct Account: Equatable, Sendable {
        public let name: String
        public let email: String
        public let password: String
    }

    public struct Reactions {
        /// The person submitted a valid form.
        public let signedUp: (Account) -> Void
        /// The person gave up.
        public let cancel: () -> Void

        public init(signedUp: @escaping (Account) -> Void, cancel: @escaping () -> Void) {
            self.signedUp = signedUp
            self.cancel = cancel
        }
    }

    private let reactions: Reactions

    public init(reactions: Reactions) {
        self.reactions = reactions
        super.init(title: tr("Sign up"))
        componentState = SignUpState()
        // A GNOME dialog: Cancel at the start of the header bar, Create account at the end;
        // Escape cancels; Create account, Enter in the last field and Enter outside the fields
        // all submit the form once (`form.submitted`).
        dialogHeader = DialogHeader(form: rootView.form, cancel: rootView.cancelButton)
    }

    public override func update() {
        rootView.componentState = componentState
    }

    public override func act(on action: SignUpAction) {
        switch action {
        case .nameChanged(let name):
            componentState.name = name
        case .emailChanged(let email):
            componentState.email = email
        case .passwordChanged(let password):
            componentState.password = password
        case .createAccount:
            // The form only submits when valid; checking again keeps a bug in a view from
            // creating an account with a bad address.
            guard SignUpRules.accepts(componentState) else {
                Diagnostics.warning("SignUpController: .createAccount with a form that does not pass its rules; ignored.")
                return
            }
            reactions.signedUp(Account(name: componentState.name, email: componentState.email,
                                       password: componentState.password))
        case .cancel:
            reactions.cancel()
        }
    }
}
