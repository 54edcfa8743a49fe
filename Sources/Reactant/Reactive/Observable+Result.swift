/// Reactant's operators on streams of `Result`s (its `ObservableConvertibleType+Result`):
/// they change one side of each result and leave the other alone. `filterError()` and
/// `errors()` (whose Reactant name is `errorOnly()`) live with validation.
extension Publisher where Failure == Never {
    /// Transforms the value of each `.success`; failures pass unchanged.
    public func mapValue<Success, ResultError: Swift.Error, T>(
        _ transform: @escaping (Success) -> T
    ) -> Observable<Result<T, ResultError>> where Output == Result<Success, ResultError> {
        map { $0.map(transform) }.eraseToAnyPublisher()
    }

    /// Transforms the error of each `.failure`; successes pass unchanged.
    public func mapError<Success, ResultError: Swift.Error, T: Swift.Error>(
        _ transform: @escaping (ResultError) -> T
    ) -> Observable<Result<Success, T>> where Output == Result<Success, ResultError> {
        map { $0.mapError(transform) }.eraseToAnyPublisher()
    }

    /// Replaces the value of each `.success` with `newValue` (`rewrite(with:)` for results).
    public func rewriteValue<Success, ResultError: Swift.Error, T>(
        newValue: T
    ) -> Observable<Result<T, ResultError>> where Output == Result<Success, ResultError> {
        mapValue { _ in newValue }
    }

    /// The value of each `.success`, and `value` for each `.failure`.
    public func recover<Success, ResultError: Swift.Error>(
        _ value: Success
    ) -> Observable<Success> where Output == Result<Success, ResultError> {
        map { $0.successValue ?? value }.eraseToAnyPublisher()
    }

    /// The value of each `.success`, and nil for each `.failure`.
    public func recoverWithNil<Success, ResultError: Swift.Error>() -> Observable<Success?>
        where Output == Result<Success, ResultError>
    {
        map(\.successValue).eraseToAnyPublisher()
    }

    /// Only the errors of the `.failure`s (Reactant's name for `errors()`).
    public func errorOnly<Success, ResultError: Swift.Error>() -> Observable<ResultError>
        where Output == Result<Success, ResultError>
    {
        errors().eraseToAnyPublisher()
    }
}

extension Result {
    /// The value of a success, nil for a failure. A success whose value is itself nil gives
    /// `.some(nil)`, so `compactMap` keeps it.
    var successValue: Success? {
        guard case .success(let value) = self else { return nil }
        return .some(value)
    }

    /// The error of a failure, nil for a success.
    var failureValue: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
