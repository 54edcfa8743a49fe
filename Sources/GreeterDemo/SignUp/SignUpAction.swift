public enum SignUpAction: Equatable, Sendable {
    case nameChanged(String)
    case emailChanged(String)
    case passwordChanged(String)
    /// The person submitted the valid form ("Create account" or Enter in the last field).
    case createAccount
    case cancel
}
