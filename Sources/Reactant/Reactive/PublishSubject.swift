/// RxSwift's `PublishSubject`: a stream that code sends values into, which each subscriber
/// gets from when it subscribed. (Over Combine's `PassthroughSubject`.)
///
///     let saved = PublishSubject<Note>()
///     saved.onNext(note)
///     saved.subscribe(onNext: { print($0) }).disposed(by: lifetimeDisposeBag)
public final class PublishSubject<Element>: Publisher {
    /// The type of the values, `Element`.
    public typealias Output = Element
    /// Never: the stream does not fail.
    public typealias Failure = Never

    private let subject = PassthroughSubject<Element, Never>()

    /// A subject with no value yet.
    public init() {}

    /// Sends `element` to every subscriber.
    public func onNext(_ element: Element) { subject.send(element) }
    /// Ends the stream; values sent afterwards are dropped.
    public func onCompleted() { subject.send(completion: .finished) }

    /// Attaches `subscriber` (Combine's `Publisher` requirement; use `subscribe` or `sink`).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Sends to the subject from wherever an observer is expected (`create`'s result,
    /// `bind(to:)`).
    public func asObserver() -> AnyObserver<Element> { AnyObserver(subject) }
}

/// RxSwift's `BehaviorSubject`: a stream with a current value, which each subscriber gets
/// first. (Over Combine's `CurrentValueSubject`.)
public final class BehaviorSubject<Element>: Publisher {
    /// The type of the values, `Element`.
    public typealias Output = Element
    /// Never: the stream does not fail.
    public typealias Failure = Never

    private let subject: CurrentValueSubject<Element, Never>

    /// A subject whose current value is `value`.
    public init(value: Element) { subject = CurrentValueSubject(value) }

    /// The current value (RxSwift's throws for a failed subject; this one never fails).
    public func value() throws -> Element { subject.value }

    /// Sends `element` to every subscriber.
    public func onNext(_ element: Element) { subject.send(element) }
    /// Ends the stream; values sent afterwards are dropped.
    public func onCompleted() { subject.send(completion: .finished) }

    /// Attaches `subscriber` (Combine's `Publisher` requirement; use `subscribe` or `sink`).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}

/// RxCocoa's `BehaviorRelay`: a current value that never ends, set with `accept(_:)`.
public final class BehaviorRelay<Element>: Publisher {
    /// The type of the values, `Element`.
    public typealias Output = Element
    /// Never: the stream does not fail.
    public typealias Failure = Never

    private let subject: CurrentValueSubject<Element, Never>

    /// A subject whose current value is `value`.
    public init(value: Element) { subject = CurrentValueSubject(value) }

    /// The current value.
    public var value: Element { subject.value }

    /// Makes `element` the current value and sends it to every subscriber.
    public func accept(_ element: Element) { subject.send(element) }

    /// Attaches `subscriber` (Combine's `Publisher` requirement; use `subscribe` or `sink`).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}

/// RxSwift 3/4's `Variable`: a current value that is set by assigning it. Unlike
/// `BehaviorRelay` its stream ends when the variable is freed, as RxSwift's did.
public final class Variable<Element> {
    private let subject: CurrentValueSubject<Element, Never>

    /// A variable whose current value is `value`.
    public init(_ value: Element) { subject = CurrentValueSubject(value) }

    /// The current value; assigning one sends it to every subscriber.
    public var value: Element {
        get { subject.value }
        set { subject.send(newValue) }
    }

    /// The current value, then each one assigned.
    public func asObservable() -> Observable<Element> { subject.eraseToAnyPublisher() }

    deinit { subject.send(completion: .finished) }
}

extension Publisher where Failure == Never {
    /// Sends every value into `subject` (RxSwift's `bind(to:)`).
    public func bind(to subject: PublishSubject<Output>) -> AnyCancellable {
        sink { subject.onNext($0) }
    }

    /// Sets every value on `relay` (RxCocoa's `bind(to:)`).
    public func bind(to relay: BehaviorRelay<Output>) -> AnyCancellable {
        sink { relay.accept($0) }
    }

    /// Sends every value to `observer` (RxSwift's `bind(to:)`).
    public func bind(to observer: AnyObserver<Output>) -> AnyCancellable {
        sink { observer.onNext($0) }
    }
}
