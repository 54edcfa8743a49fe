/// Where values are sent to (RxSwift's `AnyObserver`), as `Wireframe.create<T, U>` hands one
/// to a controller's reactions. Copies share one subject; releasing them ends nothing (the
/// stream `create` returns ends with its controller, as Reactant's `takeUntil(deallocated)`).
public struct AnyObserver<Element> {
    private let subject: PassthroughSubject<Element, Never>

    public init(_ subject: PassthroughSubject<Element, Never>) {
        self.subject = subject
    }

    public func onNext(_ element: Element) {
        subject.send(element)
    }

    public func onCompleted() {
        subject.send(completion: .finished)
    }
}
