/// Where values are sent to (RxSwift's `AnyObserver`), as `Wireframe.create<T, U>` hands one
/// to a controller's reactions and `Observable.create` to its producer. Copies share one
/// destination; releasing them ends nothing (the stream `create` returns ends with its
/// controller, as Reactant's `takeUntil(deallocated)`).
public struct AnyObserver<Element> {
    private let next: (Element) -> Void
    private let completed: () -> Void

    public init(_ subject: PassthroughSubject<Element, Never>) {
        next = { subject.send($0) }
        completed = { subject.send(completion: .finished) }
    }

    init(next: @escaping (Element) -> Void, completed: @escaping () -> Void) {
        self.next = next
        self.completed = completed
    }

    public func onNext(_ element: Element) {
        next(element)
    }

    public func onCompleted() {
        completed()
    }
}
