/// Where values are sent to (RxSwift's `AnyObserver`), as `Wireframe.create<T, U>` hands one
/// to a controller's reactions and `Observable.create` to its producer. Copies share one
/// destination; releasing them ends nothing (the stream `create` returns ends with its
/// controller, as Reactant's `takeUntil(deallocated)`).
public struct AnyObserver<Element> {
    private let next: (Element) -> Void
    private let completed: () -> Void

    /// An observer that sends into `subject`.
    public init(_ subject: PassthroughSubject<Element, Never>) {
        next = { subject.send($0) }
        completed = { subject.send(completion: .finished) }
    }

    init(next: @escaping (Element) -> Void, completed: @escaping () -> Void) {
        self.next = next
        self.completed = completed
    }

    /// Sends `element` to the destination.
    public func onNext(_ element: Element) {
        next(element)
    }

    /// Ends the destination's stream; values sent afterwards are dropped.
    public func onCompleted() {
        completed()
    }
}
