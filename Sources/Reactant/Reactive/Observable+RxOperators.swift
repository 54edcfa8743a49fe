/// RxSwift's and RxOptional's operators that Reactant code chains on streams, each returning
/// `Observable` as in RxSwift. Their names are not Combine's, so they sit on every stream
/// (subjects and relays included) without shadowing Combine's operators.
extension Publisher where Failure == Never {
    /// The stream itself, as an `Observable` (RxSwift's `asObservable()`).
    public func asObservable() -> Observable<Output> { eraseToAnyPublisher() }

    /// All values but the first `count`.
    public func skip(_ count: Int) -> Observable<Output> {
        dropFirst(count).eraseToAnyPublisher()
    }

    /// `values` first, then the stream's own.
    public func startWith(_ values: Output...) -> Observable<Output> {
        Publishers.Sequence<[Output], Never>(sequence: values).append(self).eraseToAnyPublisher()
    }

    /// Each value that differs from the one before it.
    public func distinctUntilChanged() -> Observable<Output> where Output: Equatable {
        removeDuplicates().eraseToAnyPublisher()
    }

    /// Each value that `comparer` says differs from the one before it.
    public func distinctUntilChanged(_ comparer: @escaping (Output, Output) -> Bool) -> Observable<Output> {
        removeDuplicates(by: comparer).eraseToAnyPublisher()
    }

    /// Each value whose `key` differs from the previous value's.
    public func distinctUntilChanged<Key: Equatable>(_ key: @escaping (Output) -> Key) -> Observable<Output> {
        removeDuplicates { key($0) == key($1) }.eraseToAnyPublisher()
    }

    /// The values until `other` sends one (RxSwift's `takeUntil`).
    public func takeUntil<Other: Publisher>(_ other: Other) -> Observable<Output> where Other.Failure == Never {
        prefix(untilOutputFrom: other).eraseToAnyPublisher()
    }

    /// The non-nil values (RxOptional).
    public func filterNil<Wrapped>() -> Observable<Wrapped> where Output == Wrapped? {
        compactMap { $0 }.eraseToAnyPublisher()
    }

    /// Each value, with nil replaced by `value` (RxOptional).
    public func replaceNilWith<Wrapped>(_ value: Wrapped) -> Observable<Wrapped> where Output == Wrapped? {
        map { $0 ?? value }.eraseToAnyPublisher()
    }

    /// The values of the stream `transform` made for the latest value; the stream made for an
    /// earlier value is cancelled.
    public func flatMapLatest<Inner: Publisher>(
        _ transform: @escaping (Output) -> Inner
    ) -> Observable<Inner.Output> where Inner.Failure == Never {
        map(transform).switchToLatest().eraseToAnyPublisher()
    }

    /// For each value, `other`'s latest value (none until `other` has sent one).
    public func withLatestFrom<Other: Publisher>(_ other: Other) -> Observable<Other.Output>
        where Other.Failure == Never
    {
        withLatestFrom(other) { $1 }
    }

    /// For each value, `combine` of it and `other`'s latest value (none until `other` has
    /// sent one). The stream ends when this one ends.
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other, resultSelector combine: @escaping (Output, Other.Output) -> Result
    ) -> Observable<Result> where Other.Failure == Never {
        let source = self
        return StreamCreate<Result> { send, finish in
            var latest: Other.Output?
            let watching = other.sink { latest = $0 }
            let main = source.sink(receiveCompletion: { _ in finish() }) { value in
                if let latest { send(combine(value, latest)) }
            }
            return AnyCancellable { watching.cancel(); main.cancel() }
        }.eraseToAnyPublisher()
    }

    /// The first value at once, then at most one value per `dueTime`: the latest one that
    /// came during it, at its end (RxSwift's `throttle`; with `latest: false` the ones that
    /// came during it are dropped). Timers run on the backend's main loop (headless: its
    /// virtual clock); values are expected on the main thread, as UI streams deliver them.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true,
                         scheduler: MainScheduler = .instance) -> Observable<Output> {
        timed { send, finish in Throttle(seconds: dueTime.seconds, latest: latest, send: send, finish: finish) }
    }

    /// Each value once `dueTime` has passed without a newer one (RxSwift's `debounce`).
    /// Timers run on the backend's main loop (headless: its virtual clock).
    public func debounce(_ dueTime: RxTimeInterval, scheduler: MainScheduler = .instance) -> Observable<Output> {
        timed { send, finish in Debounce(seconds: dueTime.seconds, send: send, finish: finish) }
    }

    private func timed(
        _ makeGate: @escaping @MainActor (_ send: @escaping (Output) -> Void, _ finish: @escaping () -> Void) -> TimedGate<Output>
    ) -> Observable<Output> {
        let source = self
        return StreamCreate<Output> { send, finish in
            nonisolated(unsafe) let send = send, finish = finish
            let gate = MainActor.assumeIsolated { makeGate(send, finish) }
            let main = source.sink(receiveCompletion: { _ in
                MainActor.assumeIsolated { gate.sourceEnded() }
            }) { value in
                nonisolated(unsafe) let value = value
                MainActor.assumeIsolated { gate.receive(value) }
            }
            return AnyCancellable {
                main.cancel()
                MainActor.assumeIsolated { gate.stop() }
            }
        }.eraseToAnyPublisher()
    }
}

/// What `throttle` and `debounce` share: a timer on the backend's main loop, and the value
/// waiting for it.
@MainActor
class TimedGate<Output> {
    let seconds: Double
    let send: (Output) -> Void
    let finish: () -> Void
    let timers: any NativeTimers = Backends.current
    var timer: ScheduledWork?
    var waiting: Output?

    init(seconds: Double, send: @escaping (Output) -> Void, finish: @escaping () -> Void) {
        self.seconds = seconds
        self.send = send
        self.finish = finish
    }

    func receive(_ value: Output) {}
    func sourceEnded() {}

    func startTimer(_ fired: @escaping @MainActor (TimedGate<Output>) -> Void) {
        timer = timers.schedule(after: seconds) { [weak self] in
            guard let self else { return }
            self.timer = nil
            fired(self)
        }
    }

    func stop() {
        timer?.cancel()
        timer = nil
        waiting = nil
    }
}

/// A window opens with each value sent; the latest value that came during it is sent at its
/// end, which opens the next window.
@MainActor
final class Throttle<Output>: TimedGate<Output> {
    let latest: Bool
    private var ended = false

    init(seconds: Double, latest: Bool, send: @escaping (Output) -> Void, finish: @escaping () -> Void) {
        self.latest = latest
        super.init(seconds: seconds, send: send, finish: finish)
    }

    override func receive(_ value: Output) {
        if timer == nil {
            send(value)
            openWindow()
        } else if latest {
            waiting = value
        }
    }

    private func openWindow() {
        startTimer { gate in
            guard let gate = gate as? Throttle<Output> else { return }
            if let value = gate.waiting {
                gate.waiting = nil
                gate.send(value)
                gate.openWindow()
            } else if gate.ended {
                gate.finish()
            }
        }
    }

    override func sourceEnded() {
        ended = true
        if waiting == nil { finish() }
    }
}

/// Each value restarts the timer; the value is sent when it runs out.
@MainActor
final class Debounce<Output>: TimedGate<Output> {
    override func receive(_ value: Output) {
        timer?.cancel()
        waiting = value
        startTimer { gate in
            guard let value = gate.waiting else { return }
            gate.waiting = nil
            gate.send(value)
        }
    }

    /// As RxSwift, the value still waiting is sent before the end.
    override func sourceEnded() {
        let value = waiting
        stop()
        if let value { send(value) }
        finish()
    }
}

extension AnyPublisher where Failure == Never {
    /// The latest values of both streams, each time either sends one after both have
    /// (RxSwift's `Observable.combineLatest`). It ends when both have ended.
    public static func combineLatest<A: Publisher, B: Publisher>(
        _ a: A, _ b: B, resultSelector combine: @escaping (A.Output, B.Output) -> Output
    ) -> Observable<Output> where A.Failure == Never, B.Failure == Never {
        StreamCreate<Output> { send, finish in
            var latestA: A.Output?
            var latestB: B.Output?
            var ended = 0
            func sendIfBoth() {
                if let latestA, let latestB { send(combine(latestA, latestB)) }
            }
            func end() {
                ended += 1
                if ended == 2 { finish() }
            }
            let first = a.sink(receiveCompletion: { _ in end() }) { latestA = $0; sendIfBoth() }
            let second = b.sink(receiveCompletion: { _ in end() }) { latestB = $0; sendIfBoth() }
            return AnyCancellable { first.cancel(); second.cancel() }
        }.eraseToAnyPublisher()
    }

    /// The latest values of `a` and `b` as a pair, each time either sends one (once both have).
    public static func combineLatest<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> Observable<(A.Output, B.Output)>
        where A.Failure == Never, B.Failure == Never, Output == (A.Output, B.Output)
    {
        combineLatest(a, b) { ($0, $1) }
    }

    /// The latest values of `a`, `b` and `c` combined by `combine`, each time any sends one
    /// (once all three have).
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher>(
        _ a: A, _ b: B, _ c: C, resultSelector combine: @escaping (A.Output, B.Output, C.Output) -> Output
    ) -> Observable<Output> where A.Failure == Never, B.Failure == Never, C.Failure == Never {
        Observable<(A.Output, B.Output)>.combineLatest(a, b)
            .combineLatestPair(c) { pair, third in combine(pair.0, pair.1, third) }
    }

    /// The latest values of `a`, `b` and `c` as a triple, each time any sends one (once all
    /// three have).
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher>(
        _ a: A, _ b: B, _ c: C
    ) -> Observable<(A.Output, B.Output, C.Output)>
        where A.Failure == Never, B.Failure == Never, C.Failure == Never, Output == (A.Output, B.Output, C.Output)
    {
        combineLatest(a, b, c) { ($0, $1, $2) }
    }

    private func combineLatestPair<Other: Publisher, Result>(
        _ other: Other, _ combine: @escaping (Output, Other.Output) -> Result
    ) -> Observable<Result> where Other.Failure == Never {
        Observable<Result>.combineLatest(self, other, resultSelector: combine)
    }
}
