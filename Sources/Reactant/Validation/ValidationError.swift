import FoundationEssentials

/// Why a value failed one of the ready-made rules, with a sentence a form can show to a person.
///
/// Each case is what ``StringRules`` returns for one kind of problem. ``message`` (also
/// `description` and `localizedDescription`) is written for the person filling the form, not
/// for a developer: it says what to enter, not what went wrong inside the program.
///
/// ```swift
/// if let error = StringRules.minLength(8).validate(password) {
///     hint.text = error.message   // "Use at least 8 characters."
/// }
/// ```
public enum ValidationError: Error, Equatable, Sendable {
    /// The value is not acceptable, for a reason the rule does not spell out.
    case invalid
    /// Nothing was entered: the value is `nil`, empty or, for ``StringRules/notBlank``, only
    /// white space.
    case empty
    /// The text has fewer than `minimum` characters.
    case tooShort(minimum: Int)
    /// The text has more than `maximum` characters.
    case tooLong(maximum: Int)
    /// The text does not look like an e-mail address.
    case invalidEmail
    /// The text does not match the rule's regular expression.
    case patternMismatch
    /// The text contains something other than the digits 0 to 9.
    case notDigits
    /// The text is not a decimal number.
    case notANumber
    /// The text is not a whole number.
    case notAnInteger
    /// The number lies outside the allowed range (both ends included).
    case outOfRange(ClosedRange<Double>)
    /// A failure whose message the rule's author wrote, usually through ``Rule/mapError(_:)``.
    case custom(String)

    /// A sentence that tells a person what to enter instead.
    public var message: String {
        switch self {
        case .invalid:
            return rtr("This value is not valid.")
        case .empty:
            return rtr("This field cannot be empty.")
        case .tooShort(let minimum):
            // TRANSLATORS: %@ is a number of characters.
            return Localization.fill(rtrn("Use at least %@ character.", "Use at least %@ characters.", minimum), minimum)
        case .tooLong(let maximum):
            return Localization.fill(rtrn("Use at most %@ character.", "Use at most %@ characters.", maximum), maximum)
        case .invalidEmail:
            return rtr("Enter an e-mail address like name@example.com.")
        case .patternMismatch:
            return rtr("This value is not in the expected format.")
        case .notDigits:
            return rtr("Use only the digits 0 to 9.")
        case .notANumber:
            // TRANSLATORS: %@ are two example numbers, 42 and 3.5, written the locale's way.
            return Localization.fill(rtr("Enter a number, like %@ or %@."), Self.display(42), Self.display(3.5))
        case .notAnInteger:
            return rtr("Enter a whole number, like 42.")
        case .outOfRange(let range):
            return Self.rangeMessage(range)
        case .custom(let message):
            return message
        }
    }

    private static func rangeMessage(_ range: ClosedRange<Double>) -> String {
        switch (range.lowerBound.isInfinite, range.upperBound.isInfinite) {
        case (false, false) where range.lowerBound == range.upperBound:
            return Localization.fill(rtr("Enter %@."), display(range.lowerBound))
        case (false, false):
            // TRANSLATORS: the lowest and the highest number allowed.
            return Localization.fill(rtr("Enter a number from %@ to %@."), display(range.lowerBound), display(range.upperBound))
        case (true, false):
            return Localization.fill(rtr("Enter a number no greater than %@."), display(range.upperBound))
        case (false, true):
            return Localization.fill(rtr("Enter a number no less than %@."), display(range.lowerBound))
        case (true, true):
            return rtr("Enter a number.")
        }
    }

    /// A number as the person's locale writes it (`LocaleFormats`): `3` rather than `3.0` for
    /// whole numbers, `3,5` in Spanish.
    private static func display(_ number: Double) -> String {
        guard abs(number) < 1e15 else { return String(number) }
        return LocaleFormats.string(from: number)
    }
}

extension ValidationError: LocalizedError {
    /// The same sentence as `message`, for `localizedDescription`.
    public var errorDescription: String? { message }
}

extension ValidationError: CustomStringConvertible {
    /// The same sentence as `message`.
    public var description: String { message }
}
