import Reactant

/// The sign-up form's rules, in one place so the view that shows them and the controller
/// that trusts them cannot drift apart.
public enum SignUpRules {
    public static let minimumPasswordLength = 8

    public static let name = StringRules.notBlank
    public static let email = StringRules.email
    public static let password = StringRules.minLength(minimumPasswordLength)

    /// Whether a filled-in form may create an account.
    public static func accepts(_ form: SignUpState) -> Bool {
        name.test(form.name) && email.test(form.email) && password.test(form.password)
    }
}
