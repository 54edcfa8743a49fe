/// RxSwift's `DisposeBag`: subscriptions that end together, when the bag is emptied or goes.
/// Components have two (Reactant's): `stateDisposeBag`, emptied right before each `update()`,
/// and `lifetimeDisposeBag`, which lives as long as the component.
///
///     field.rx.text.subscribe(onNext: { print($0 ?? "") }).disposed(by: stateDisposeBag)
public final class DisposeBag {
    private var cancellables: [AnyCancellable] = []

    /// An empty bag.
    public init() {}

    /// Adds a subscription, cancelled when the bag is disposed of or freed.
    public func insert(_ cancellable: AnyCancellable) {
        cancellables.append(cancellable)
    }

    /// Cancels every subscription in the bag and empties it.
    public func dispose() {
        let ending = cancellables
        cancellables.removeAll()
        for cancellable in ending { cancellable.cancel() }
    }

    /// True when the bag holds no subscription.
    public var isEmpty: Bool { cancellables.isEmpty }

    deinit {
        for cancellable in cancellables { cancellable.cancel() }
    }
}

extension AnyCancellable {
    /// Puts the subscription in `bag` (RxSwift's `disposed(by:)`).
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }

    /// RxSwift 3's spelling of `disposed(by:)`, as the seeds write it.
    public func addDisposableTo(_ bag: DisposeBag) {
        bag.insert(self)
    }
}

extension Publisher where Failure == Never {
    /// RxSwift's `subscribe(onNext:onCompleted:)`: a `sink` with its parameters named.
    public func subscribe(onNext: @escaping (Output) -> Void = { _ in },
                          onCompleted: @escaping () -> Void = {}) -> AnyCancellable {
        sink(receiveCompletion: { _ in onCompleted() }, receiveValue: onNext)
    }
}
