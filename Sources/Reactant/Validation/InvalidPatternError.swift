import FoundationEssentials

/// The error `StringRules.pattern(_:options:)` throws when it is given a pattern that is not a
/// regular expression, such as `"[0-9"` or `"a("`.
public struct InvalidPatternError: Error, Equatable, Sendable {
    /// The pattern as it was given.
    public let pattern: String

    /// Creates the error for `pattern`, the text that failed to compile.
    public init(pattern: String) {
        self.pattern = pattern
    }

    /// A sentence for the developer who wrote the pattern.
    public var message: String {
        "\"\(pattern)\" is not a valid regular expression (NSRegularExpression/ICU syntax)."
    }
}

extension InvalidPatternError: LocalizedError {
    /// The same sentence as `message`.
    public var errorDescription: String? { message }
}

extension InvalidPatternError: CustomStringConvertible {
    /// The same sentence as `message`.
    public var description: String { message }
}
