/// A reusable check on a value: it returns `nil` when the value is acceptable, or the error
/// explaining why it is not. Names and meanings are Reactant's: `validate` gives the error or
/// nil, `run` gives a `Result` that keeps the value, `test` a `Bool`.
///
/// Rules are plain values. Build them once, keep them in `static let`s, combine them and run
/// them from any thread:
///
/// ```swift
/// let username = Rule.all(of: StringRules.notBlank, StringRules.maxLength(20))
/// username.validate("")     // .empty
/// username.run("tadeas")    // .success("tadeas")
/// username.test("tadeas")   // true
/// ```
///
/// The check must be a pure function of its input. It is stored as a `@Sendable` closure, which
/// is what makes every `Rule` `Sendable`; a check that needs state should capture a snapshot
/// of it rather than reach back into a view or controller.
public struct Rule<Value, Error: Swift.Error>: Sendable {
    private let check: @Sendable (Value) -> Error?

    /// Makes a rule from a check that returns `nil` for a valid value and an error otherwise.
    ///
    /// ```swift
    /// let even = Rule<Int, ValidationError> { $0.isMultiple(of: 2) ? nil : .invalid }
    /// ```
    /// (Reactant's `init(validate:)`; a trailing closure, `Rule { … }`, is the usual spelling.)
    public init(validate check: @escaping @Sendable (Value) -> Error?) {
        self.check = check
    }

    /// Checks `value`: `nil` when it is valid, otherwise the error that describes the problem
    /// (Reactant's `validate`).
    public func validate(_ value: Value) -> Error? {
        check(value)
    }

    /// Whether `value` is valid; the same answer as `validate(value) == nil`.
    public func test(_ value: Value) -> Bool {
        check(value) == nil
    }

    /// Checks `value` and keeps it: `.success(value)` when it is valid, `.failure(error)` when
    /// not (Reactant's `run`). This is the shape the stream operators carry, so a valid value
    /// is never lost:
    ///
    /// ```swift
    /// StringRules.minLength(4).run("this")   // .success("this")
    /// StringRules.minLength(4).run("is")     // .failure(.tooShort(minimum: 4))
    /// ```
    public func run(_ value: Value) -> Result<Value, Error> {
        if let error = check(value) {
            return .failure(error)
        }
        return .success(value)
    }
}

// MARK: - Building blocks

extension Rule {
    /// A rule that accepts every value. It is what `all(of:)` of no rules behaves as.
    public static var passing: Rule {
        Rule { _ in nil }
    }

    /// A rule that rejects every value with `error`.
    public static func failing(with error: Error) -> Rule {
        Rule { _ in error }
    }
}

// MARK: - Composition

extension Rule {
    /// A rule that passes only when every one of `rules` passes.
    ///
    /// The rules run in order and the first error is the answer; later rules are not run once
    /// one has failed. With no rules at all, every value passes.
    ///
    /// ```swift
    /// let password = Rule.all(of: [StringRules.notEmpty, StringRules.minLength(8)])
    /// password.validate(nil)     // .empty (the first rule's error)
    /// password.validate("abc")   // .tooShort(minimum: 8)
    /// ```
    public static func all(of rules: [Rule]) -> Rule {
        Rule { value in
            for rule in rules {
                if let error = rule.validate(value) {
                    return error
                }
            }
            return nil
        }
    }

    /// A rule that passes only when every one of `rules` passes; the same as passing them as an array.
    public static func all(of rules: Rule...) -> Rule {
        all(of: rules)
    }

    /// A rule that passes when at least one of the given rules passes.
    ///
    /// The rules run in order and stop at the first that passes. When none passes, the error is
    /// the one from the **last** rule, so list the alternative whose message should be shown
    /// last, or use ``any(of:otherwise:)`` or ``mapError(_:)`` to choose the error yourself.
    ///
    /// ```swift
    /// let contact = Rule.any(of: StringRules.digits, StringRules.email)
    /// contact.test("777123456")          // true
    /// contact.test("name@example.com")   // true
    /// contact.validate("nobody")              // .invalidEmail
    /// ```
    ///
    /// It takes at least one rule because, with none, there would be no error to give.
    public static func any(of first: Rule, _ others: Rule...) -> Rule {
        let alternatives = [first] + others
        return Rule { value in
            var lastError: Error?
            for rule in alternatives {
                guard let error = rule.validate(value) else {
                    return nil
                }
                lastError = error
            }
            return lastError
        }
    }

    /// A rule that passes when at least one of `rules` passes, and fails with `error` otherwise.
    ///
    /// An empty list has no rule that could pass, so it rejects every value with `error`.
    public static func any(of rules: [Rule], otherwise error: Error) -> Rule {
        Rule { value in
            for rule in rules where rule.test(value) {
                return nil
            }
            return error
        }
    }

    /// The same rule with its error turned into another one; which values pass does not change.
    ///
    /// ```swift
    /// let code = try StringRules.pattern("[A-Z]{3}-[0-9]{4}")
    ///     .mapError { _ in ValidationError.custom("Use a code like ABC-1234.") }
    /// ```
    public func mapError<NewError: Swift.Error>(
        _ transform: @escaping @Sendable (Error) -> NewError
    ) -> Rule<Value, NewError> {
        Rule<Value, NewError> { value in
            validate(value).map(transform)
        }
    }

    /// This rule applied to a part of (or a value derived from) another value.
    ///
    /// ```swift
    /// struct SignUp { var name: String?; var email: String? }
    /// let emailOfSignUp: Rule<SignUp, ValidationError> = StringRules.email.pullback(\.email)
    /// ```
    public func pullback<Whole>(
        _ transform: @escaping @Sendable (Whole) -> Value
    ) -> Rule<Whole, Error> {
        Rule<Whole, Error> { whole in
            validate(transform(whole))
        }
    }
}
