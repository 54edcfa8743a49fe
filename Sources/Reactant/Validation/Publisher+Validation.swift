// Validation on streams: turn a stream of values (a text field's changes, say) into a stream of
// results, then keep the values that passed or the errors that did not.

extension Publisher {
    /// Checks every value with `rule`, giving `.success(value)` for a valid one and
    /// `.failure(error)` for one the rule rejects.
    ///
    /// ```swift
    /// nameField.text                          // a publisher of String?
    ///     .validate(with: StringRules.minLength(2))
    ///     .sink { result in
    ///         switch result {
    ///         case .success: hint.text = nil
    ///         case .failure(let error): hint.text = error.message
    ///         }
    ///     }
    /// ```
    ///
    /// The stream's own failure, if it has one, passes through untouched.
    public func validate<RuleError: Swift.Error>(
        with rule: Rule<Output, RuleError>
    ) -> AnyPublisher<Result<Output, RuleError>, Failure> {
        map { rule.run($0) }.eraseToAnyPublisher()
    }

    /// Checks every value with a rule made for optional values, such as the ready
    /// ``StringRules``, keeping the values non-optional.
    ///
    /// ```swift
    /// ["this", "is", "a", "message"].publisher
    ///     .validate(with: StringRules.minLength(4))   // Result<String, ValidationError>
    /// ```
    public func validate<RuleError: Swift.Error>(
        with rule: Rule<Output?, RuleError>
    ) -> AnyPublisher<Result<Output, RuleError>, Failure> {
        map { value -> Result<Output, RuleError> in
            if let error = rule.validate(value) {
                return .failure(error)
            }
            return .success(value)
        }
        .eraseToAnyPublisher()
    }

    /// Keeps the values that passed validation and drops the errors.
    ///
    /// This is the seed's `filterError()`: only valid values come out.
    ///
    /// ```swift
    /// ["this", "is", "a", "message"].publisher
    ///     .map { StringRules.minLength(4).run($0) }   // or .validate(with:)
    ///     .filterError()
    ///     .sink { print($0 ?? "") }                        // prints "this", then "message"
    /// ```
    ///
    /// A valid value that is itself `nil` (a `nil` that passed `StringRules.maxLength`) is
    /// kept, not mistaken for a failure.
    public func filterError<Success, ValidationFailure: Swift.Error>()
        -> AnyPublisher<Success, Failure>
        where Output == Result<Success, ValidationFailure>
    {
        compactMap(\.successValue).eraseToAnyPublisher()
    }

    /// Keeps the errors of values that failed validation and drops the valid values.
    ///
    /// ```swift
    /// emailField.text
    ///     .validate(with: StringRules.email)
    ///     .errors()
    ///     .sink { error in hint.text = error.message }
    /// ```
    public func errors<Success, ValidationFailure: Swift.Error>()
        -> AnyPublisher<ValidationFailure, Failure>
        where Output == Result<Success, ValidationFailure>
    {
        compactMap(\.failureValue).eraseToAnyPublisher()
    }
}
