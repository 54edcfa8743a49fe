/// RxSwift's operators on `Observable` (`AnyPublisher<_, Never>`) returning `Observable`, so a
/// chain in `actions` needs no `eraseToAnyPublisher()`:
///
///     override var actions: [Observable<MainAction>] {
///         [updateButton.tap.map { .updateLabel },
///          nameField.action.filter { !$0.isEmpty }.map(MainAction.nameChanged)]
///     }
///
/// They are members of `AnyPublisher`, which Swift prefers to `Publisher`'s generic operators
/// when both fit, so other chains keep compiling as before.
extension AnyPublisher where Failure == Never {
    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Observable<T> {
        Publishers.Map(upstream: self, transform: transform).eraseToAnyPublisher()
    }

    /// Only the values for which `isIncluded` returns true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Observable<Output> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded).eraseToAnyPublisher()
    }

    /// Each value transformed by `transform`, leaving out those it turns into nil.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Observable<T> {
        Publishers.CompactMap(upstream: self, transform: transform).eraseToAnyPublisher()
    }

    /// This stream's values and `others`', as they come (RxSwift's `merge`).
    public func merge(with others: Observable<Output>...) -> Observable<Output> {
        Observable.merge([self] + others)
    }

    /// One value, then the end (RxSwift's `Observable.just`).
    public static func just(_ value: Output) -> Observable<Output> {
        Just(value).eraseToAnyPublisher()
    }

    /// The values of `sequence`, then the end (RxSwift's `Observable.from`).
    public static func from<S: Sequence>(_ sequence: S) -> Observable<Output> where S.Element == Output {
        Publishers.Sequence<[Output], Never>(sequence: Array(sequence)).eraseToAnyPublisher()
    }

    /// No value, at once the end.
    public static func empty() -> Observable<Output> {
        Empty(completeImmediately: true).eraseToAnyPublisher()
    }

    /// No value, never an end.
    public static func never() -> Observable<Output> {
        Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}
