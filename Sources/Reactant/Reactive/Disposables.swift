/// RxSwift's `Disposable`: what ends a subscription. Here it is Combine's `AnyCancellable`,
/// which `subscribe(onNext:)` returns and `disposed(by:)` keeps.
public typealias Disposable = AnyCancellable

/// RxSwift's `Disposables`, for the value `Observable.create`'s producer returns.
public enum Disposables {
    /// Nothing to do when the subscriber goes.
    public static func create() -> Disposable { AnyCancellable {} }

    /// Runs `dispose` once when the subscriber goes (or the stream is cancelled).
    public static func create(with dispose: @escaping () -> Void) -> Disposable { AnyCancellable(dispose) }
}

extension AnyPublisher where Failure == Never {
    /// A stream whose values `subscribe` sends, run for each subscriber (RxSwift's
    /// `Observable.create`): it gets an observer and returns what ends its work.
    ///
    ///     Observable<[Note]>.create { observer in
    ///         observer.onNext(store.load())
    ///         observer.onCompleted()
    ///         return Disposables.create()
    ///     }
    public static func create(_ subscribe: @escaping (AnyObserver<Output>) -> Disposable) -> Observable<Output> {
        StreamCreate<Output> { send, finish in
            subscribe(AnyObserver(next: send, completed: finish))
        }.eraseToAnyPublisher()
    }
}
