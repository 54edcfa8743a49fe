import Reactant
import ReactantTesting
import Testing

final class RxValues<T> { var values: [T] = [] }

/// RxSwift's and RxOptional's operators as Reactant code chains them, on both backends (the
/// timed ones on GTK's main loop and on the headless clock).
extension UITests {
    @Suite @MainActor struct RxOperatorTests {
        init() throws { try TestBackend.start() }

        private func collect<T>(_ stream: Observable<T>, _ tokens: inout [AnyCancellable]) -> () -> [T] {
            let box = RxValues<T>()
            stream.sink { box.values.append($0) }.store(in: &tokens)
            return { box.values }
        }

        @Test func valueOperatorsKeepRxSwiftsMeaning() {
            var tokens: [AnyCancellable] = []
            let names = PublishSubject<String?>()
            let skipped = collect(names.skip(1).replaceNilWith("-"), &tokens)
            let present = collect(names.filterNil().distinctUntilChanged().startWith("start"), &tokens)
            for name in ["a", nil, "a", "b", "b", nil] { names.onNext(name) }
            #expect(skipped() == ["-", "a", "b", "b", "-"])
            #expect(present() == ["start", "a", "b"], "distinct from the previous value, nil dropped")
        }

        @Test func withLatestFromCombineLatestAndFlatMapLatestPairStreamsAsRxSwiftDoes() throws {
            var tokens: [AnyCancellable] = []
            let taps = PublishSubject<Void>()
            let text = BehaviorRelay(value: "x")
            let count = BehaviorSubject(value: 0)
            let saved = collect(taps.withLatestFrom(text), &tokens)
            let both = collect(Observable.combineLatest(text, count) { "\($0)\($1)" }, &tokens)
            taps.onNext(())
            text.accept("y")
            count.onNext(1)
            taps.onNext(())
            #expect(saved() == ["x", "y"])
            #expect(both() == ["x0", "y0", "y1"])
            #expect(try count.value() == 1 && text.value == "y")

            let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
            let which = PublishSubject<Int>()
            let latest = collect(which.flatMapLatest { inners[$0] }, &tokens)
            which.onNext(0)
            inners[0].onNext(1)
            which.onNext(1)
            inners[0].onNext(2)
            inners[1].onNext(3)
            #expect(latest() == [1, 3], "the earlier inner stream is let go")

            let variable = Variable(5)
            let values = collect(variable.asObservable(), &tokens)
            variable.value = 6
            #expect(values() == [5, 6])
        }

        @Test func createRunsItsProducerForEachSubscriberAndDisposesWhenItGoes() {
            var produced = 0
            var disposed = 0
            let notes = Observable<[String]>.create { observer in
                produced += 1
                observer.onNext(["a"])
                observer.onNext(["a", "b"])
                return Disposables.create { disposed += 1 }
            }
            var tokens: [AnyCancellable] = []
            let first = collect(notes, &tokens)
            let counts = collect(notes.map(\.count).eraseToAnyPublisher(), &tokens)
            #expect(first() == [["a"], ["a", "b"]] && counts() == [1, 2] && produced == 2)
            #expect(disposed == 0)
            tokens.removeAll()
            #expect(disposed == 2)

            var ended = false
            let once = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                return Disposables.create()
            }
            var values: [Int] = []
            let token = once.subscribe(onNext: { values.append($0) }, onCompleted: { ended = true })
            #expect(values == [1] && ended, "nothing after the end")
            token.cancel()
        }

        @Test func barItemsReportTapsOnRx() throws {
            var tokens: [AnyCancellable] = []
            let item = BarItem(title: "Add", style: .plain)
            let taps = collect(item.rx.tap, &tokens)
            let button = try #require(item.view as? Button)
            let shown = ShownView(button)
            defer { shown.close() }
            try Interact.tap(button)
            #expect(taps().count == 1)
        }

        @Test func debounceSendsTheLastValueAfterAQuietSpellOnTheMainLoop() {
            var tokens: [AnyCancellable] = []
            let typed = PublishSubject<String>()
            let settled = collect(typed.debounce(.milliseconds(200), scheduler: MainScheduler.instance), &tokens)
            typed.onNext("a")
            typed.onNext("ab")
            #expect(settled().isEmpty)
            Interact.wait(seconds: 0.4)
            #expect(settled() == ["ab"])
            typed.onNext("abc")
            tokens.removeAll()
            Interact.wait(seconds: 0.4)
            #expect(settled() == ["ab"], "a cancelled subscription's timer sends nothing")
        }

        @Test func throttleSendsTheFirstValueAtOnceAndTheLatestAtTheWindowsEnd() {
            var tokens: [AnyCancellable] = []
            let taps = PublishSubject<Int>()
            let throttled = collect(taps.throttle(.milliseconds(200), scheduler: MainScheduler.instance), &tokens)
            let first = collect(taps.throttle(.milliseconds(200), latest: false, scheduler: MainScheduler.instance), &tokens)
            taps.onNext(1)
            taps.onNext(2)
            taps.onNext(3)
            #expect(throttled() == [1] && first() == [1])
            Interact.wait(seconds: 0.3)
            #expect(throttled() == [1, 3] && first() == [1])
            Interact.wait(seconds: 0.3)
            taps.onNext(4)
            #expect(throttled() == [1, 3, 4] && first() == [1, 4])
        }
    }
}
