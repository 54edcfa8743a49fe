import FoundationEssentials

/// Ready-made rules for text, the kind a text field produces.
///
/// Every rule takes an optional string, because that is what a field gives before anything
/// has been typed, and each documents what it does with `nil`. Lengths are counted in
/// user-perceived characters (`String.count`): "ñ", "e\u{301}" (e and a combining accent) and
/// "👍🏽" each count once.
///
/// Every rule runs in time proportional to the length of the text at most, so pasting a
/// megabyte into a field stays quick; several answer from the length alone.
///
/// ```swift
/// StringRules.minLength(4).validate("this")    // nil, valid
/// StringRules.minLength(4).validate("is")      // .tooShort(minimum: 4)
/// StringRules.email.test("name@example.com")  // true
/// ```
public enum StringRules {
    /// Passes any text with at least one character.
    ///
    /// `nil` and `""` fail with ``ValidationError/empty``. Text of only spaces passes; use
    /// ``notBlank`` to reject that too.
    public static let notEmpty = Rule<String?, ValidationError> { value in
        guard let value, !value.isEmpty else {
            return .empty
        }
        return nil
    }

    /// Passes text that has something other than white space in it.
    ///
    /// `nil`, `""` and text made only of white space or line breaks (as `Character.isWhitespace`
    /// defines them, which includes no-break spaces) fail with ``ValidationError/empty``.
    public static let notBlank = Rule<String?, ValidationError> { value in
        guard let value, !value.allSatisfy(\.isWhitespace) else {
            return .empty
        }
        return nil
    }

    /// Passes text of at least `length` characters, counted as a person would count them.
    ///
    /// `nil` counts as empty text: it passes `minLength(0)` and fails any longer minimum with
    /// ``ValidationError/tooShort(minimum:)``, like `""` does.
    ///
    /// - Precondition: `length` is zero or more.
    public static func minLength(_ length: Int) -> Rule<String?, ValidationError> {
        precondition(length >= 0, "StringRules.minLength needs a length of zero or more, not \(length)")
        return Rule { value in
            TextLength.hasAtLeast(length, in: value ?? "") ? nil : .tooShort(minimum: length)
        }
    }

    /// Passes text of at most `length` characters, counted as a person would count them.
    ///
    /// `nil` counts as empty text, so it always passes (nothing entered is not too long);
    /// longer text fails with ``ValidationError/tooLong(maximum:)``.
    ///
    /// - Precondition: `length` is zero or more.
    public static func maxLength(_ length: Int) -> Rule<String?, ValidationError> {
        precondition(length >= 0, "StringRules.maxLength needs a length of zero or more, not \(length)")
        return Rule { value in
            guard let value else {
                return nil
            }
            return TextLength.hasAtMost(length, in: value) ? nil : .tooLong(maximum: length)
        }
    }

    /// Passes text that is plausibly an e-mail address someone could receive mail at.
    ///
    /// This is a practical check, not the full RFC 5322 grammar (which allows quoted local
    /// parts, comments and IP addresses that sign-up forms do not want). The text passes when:
    ///
    /// - it has exactly one `@`, and at most 254 bytes in UTF-8;
    /// - the part before `@` has 1 to 64 bytes of ASCII letters and digits, dots, the symbols
    ///   RFC 5322 allows there (`! # $ % & ' * + - / = ? ^ _ { | } ~` and the backtick), and
    ///   non-ASCII letters, marks, numbers, punctuation and symbols; dots do not start or end
    ///   it and never come two in a row;
    /// - the part after `@` is at least two dot-separated labels of 1 to 63 bytes, each made of
    ///   letters, digits and hyphens (non-ASCII letters allowed, for internationalised
    ///   domains) and neither starting nor ending with a hyphen;
    /// - the last label has at least two characters and is not only digits.
    ///
    /// So `name@example.com`, `first.last+tag@mail.example.co.uk` and `josé@correo.es` pass;
    /// `name@localhost`, `name@@example.com`, `name@example.com.`, `a b@example.com` and
    /// `name@127.0.0.1` fail. Surrounding spaces make the text fail, so trim it first if a field
    /// should forgive them. Whether the mailbox exists only sending mail can tell.
    ///
    /// `nil` and `""` fail with ``ValidationError/empty``; any other failure is
    /// ``ValidationError/invalidEmail``.
    public static let email = Rule<String?, ValidationError> { value in
        guard let value, !value.isEmpty else {
            return .empty
        }
        return EmailAddress.isPlausible(value) ? nil : .invalidEmail
    }

    /// Passes text that the regular expression matches as a whole, from its first character to
    /// its last.
    ///
    /// The pattern uses `NSRegularExpression` (ICU) syntax. There is no need to write `^` and
    /// `$`: `pattern("[0-9]{3}")` passes "123" but not "1234" or "x123". Alternatives are tried
    /// against the whole text, so `pattern("a|ab")` passes "ab".
    ///
    /// The pattern is compiled here, once. An invalid one throws ``InvalidPatternError`` now,
    /// where the rule is made, and the rule never fails for that reason later:
    ///
    /// ```swift
    /// let postcode = try StringRules.pattern("[0-9]{3} ?[0-9]{2}")
    /// postcode.test("602 00")   // true
    /// try StringRules.pattern("[0-9")   // throws InvalidPatternError
    /// ```
    ///
    /// `nil` fails with ``ValidationError/empty``. `""` is matched like any other text, so it
    /// passes only if the pattern allows nothing at all (`pattern("[0-9]*")`). A mismatch is
    /// ``ValidationError/patternMismatch``; turn it into a friendlier sentence with
    /// ``Rule/mapError(_:)``. Matching time is linear in the text for ordinary patterns; as
    /// with any backtracking engine, a pattern such as `(a+)+b` can be much slower.
    ///
    /// - Parameters:
    ///   - pattern: The regular expression, without `^` and `$`.
    ///   - options: ``PatternOptions`` such as `.caseInsensitive` (the names
    ///     `NSRegularExpression.Options` has).
    public static func pattern(
        _ pattern: String,
        options: PatternOptions = []
    ) throws(InvalidPatternError) -> Rule<String?, ValidationError> {
        let expression = try WholeTextExpression(pattern, options: options)
        return Rule { value in
            guard let value else {
                return .empty
            }
            return expression.matches(value) ? nil : .patternMismatch
        }
    }

    /// Passes text made only of the ASCII digits 0 to 9, such as a PIN or a code from an SMS.
    ///
    /// Signs, spaces, separators and digits of other scripts ("٣") fail with
    /// ``ValidationError/notDigits``, as does a digit with a combining mark on it. `nil` and
    /// `""` fail with ``ValidationError/empty``. Leading zeros are kept meaningful: "007" passes.
    public static let digits = Rule<String?, ValidationError> { value in
        guard let value, !value.isEmpty else {
            return .empty
        }
        return value.utf8.allSatisfy(NumberText.isDigit) ? nil : .notDigits
    }

    /// Passes a decimal number that lies in `range` (both ends included).
    ///
    /// The text is an optional `+` or `-`, digits with an optional decimal separator and
    /// fraction (`12`, `-0.5`, `.5`, `3.`) and an optional exponent (`1e3`, `2.5E-2`), with
    /// nothing around it. The decimal separator is the one of `locale`, by default the
    /// person's numeric locale when the rule runs (`LocaleFormats`): `3,5` in Spanish, where a
    /// `.` is refused (there `1.000` is a thousand). Spaces, thousands separators,
    /// `inf`, `nan` and hexadecimal fail with ``ValidationError/notANumber``; a number outside
    /// `range` fails with ``ValidationError/outOfRange(_:)``. A number too large for `Double`
    /// counts as infinite, so it is outside every finite range. `nil` and `""` fail with
    /// ``ValidationError/empty``.
    ///
    /// ```swift
    /// StringRules.number(in: 0...100).validate("42.5")   // nil, valid
    /// StringRules.number(in: 0...100).validate("120")    // .outOfRange(0...100)
    /// ```
    public static func number(
        in range: ClosedRange<Double> = -Double.infinity...Double.infinity,
        locale: Locale? = nil
    ) -> Rule<String?, ValidationError> {
        Rule { value in
            guard let value, !value.isEmpty else {
                return .empty
            }
            let separator = locale.map { $0.decimalSeparator ?? "." } ?? LocaleFormats.decimalSeparator
            guard let text = LocaleFormats.normalizedDecimal(value, separator: separator),
                  NumberText.isDecimal(text), let number = Double(text) else {
                return .notANumber
            }
            return range.contains(number) ? nil : .outOfRange(range)
        }
    }

    /// Passes a whole number that lies in `range` (both ends included).
    ///
    /// The text is an optional `+` or `-` and digits, with nothing around it; anything else,
    /// a fraction included, fails with ``ValidationError/notAnInteger``. A number outside
    /// `range`, even one too large for `Int`, fails with ``ValidationError/outOfRange(_:)``
    /// (whose range is `range` converted to `Double`). `nil` and `""` fail with
    /// ``ValidationError/empty``.
    ///
    /// ```swift
    /// StringRules.integer(in: 18...120).validate("17")   // .outOfRange(18...120)
    /// ```
    public static func integer(in range: ClosedRange<Int> = Int.min...Int.max) -> Rule<String?, ValidationError> {
        let reported = Double(range.lowerBound)...Double(range.upperBound)
        return Rule { value in
            guard let value, !value.isEmpty else {
                return .empty
            }
            guard NumberText.isInteger(value) else {
                return .notAnInteger
            }
            // Only digits with a sign are left, so `Int` fails here only when the number
            // does not fit, which puts it outside any `Int` range.
            guard let number = Int(value), range.contains(number) else {
                return .outOfRange(reported)
            }
            return nil
        }
    }
}

// MARK: - Helpers

/// Length checks that stop counting as soon as the answer is known.
enum TextLength {
    /// Whether `text` has `count` characters or more.
    static func hasAtLeast(_ count: Int, in text: String) -> Bool {
        // A character takes at least one UTF-8 byte, so fewer bytes than `count` settles it
        // without looking at the text.
        guard text.utf8.count >= count else {
            return false
        }
        return text.index(text.startIndex, offsetBy: count, limitedBy: text.endIndex) != nil
    }

    /// Whether `text` has `count` characters or fewer.
    static func hasAtMost(_ count: Int, in text: String) -> Bool {
        if text.utf8.count <= count {
            return true
        }
        // Here `count` < `text.utf8.count` <= `Int.max`, so `count + 1` cannot overflow.
        return !hasAtLeast(count + 1, in: text)
    }
}
