/// Where values are sent to (RxSwift's `AnyObserver`), as `Wireframe.create<T, U>` hands one
/// to a controller's reactions. Copies share one sender; when the last copy is released the
/// stream it feeds ends, so a stream tied to a controller ends with the controller.
public struct AnyObserver<Element> {
    private final class Sender {
        let subject: PassthroughSubject<Element, Never>
        init(_ subject: PassthroughSubject<Element, Never>) { self.subject = subject }
        deinit { subject.send(completion: .finished) }
    }

    private let sender: Sender

    public init(_ subject: PassthroughSubject<Element, Never>) {
        sender = Sender(subject)
    }

    public func onNext(_ element: Element) {
        sender.subject.send(element)
    }

    public func onCompleted() {
        sender.subject.send(completion: .finished)
    }
}
