/// Greets people in one language. A non-final class so tests can substitute a stub.
open class GreeterService {
    public enum Language: String, Sendable, CaseIterable {
        case english, spanish
    }

    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    /// "Hello Ann!" or "¡Hola Ann!"; an empty name gets an empty greeting.
    open func greet(user: String) -> String {
        guard !user.isEmpty else { return "" }
        switch language {
        case .english: return "Hello \(user)!"
        case .spanish: return "¡Hola \(user)!"
        }
    }
}
