/// A stream whose values come from `subscribe`, run once for each subscriber (RxSwift's
/// `Observable.create`): the time-based and combining operators are written with it.
/// `subscribe` gets a way to send values and one to end the stream, and returns what to
/// cancel when the subscriber goes. The subscriber is attached before `subscribe` runs, so
/// values sent at once are not lost. UI streams are subscribed with unlimited demand
/// (`sink`, `bind(to:)`), which is what this stream assumes.
struct StreamCreate<Output>: Publisher {
    typealias Failure = Never
    typealias Subscribe = (_ send: @escaping (Output) -> Void, _ finish: @escaping () -> Void) -> AnyCancellable

    let subscribe: Subscribe

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let subscription = Subscription(subscriber)
        subscriber.receive(subscription: subscription)
        subscription.start(subscribe)
    }

    private final class Subscription<Downstream: Subscriber>: OpenCombine.Subscription
        where Downstream.Input == Output, Downstream.Failure == Never
    {
        private var downstream: Downstream?
        private var upstream: AnyCancellable?

        init(_ downstream: Downstream) { self.downstream = downstream }

        func start(_ subscribe: Subscribe) {
            let cancellable = subscribe({ [weak self] value in
                _ = self?.downstream?.receive(value)
            }, { [weak self] in
                guard let self, let downstream = self.downstream else { return }
                self.downstream = nil
                downstream.receive(completion: .finished)
                self.upstream?.cancel()
                self.upstream = nil
            })
            // Finished while subscribing: nothing is left to keep.
            if downstream == nil { cancellable.cancel() } else { upstream = cancellable }
        }

        func request(_ demand: Subscribers.Demand) {}

        func cancel() {
            downstream = nil
            upstream?.cancel()
            upstream = nil
        }
    }
}
