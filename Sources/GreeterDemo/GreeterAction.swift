public enum GreeterAction: Equatable, Sendable {
    /// The person edited the name; carries the new name.
    case greetingChanged(String)
    /// The person flipped the Spanish switch.
    case languageChanged(GreeterService.Language)
    /// The person asked to create an account.
    case openSignUp
}
