/// Sends one value, then ends, when its owner is freed: an object's `rx.deallocated`
/// (RxCocoa's), for streams that last as long as a controller (`takeUntil`).
@MainActor
final class Deallocation {
    let subject = PassthroughSubject<Void, Never>()

    isolated deinit {
        subject.send(())
        subject.send(completion: .finished)
    }
}

extension Controller: ReactiveCompatible {}

@MainActor
extension Reactive where Base: Controller {
    /// One value when the controller is freed, then the end (RxCocoa's `rx.deallocated`).
    public var deallocated: Observable<Void> { base.deallocation.subject.eraseToAnyPublisher() }
}
