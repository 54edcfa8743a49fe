import Reactant
import ReactantTesting
import Testing

/// Reactant's documented behaviour of the API names it has (Brightify/Reactant's sources).
@Suite struct RuleAPITests {
    @Test func validateGivesTheErrorRunTheResultAndTestABool() {
        let rule = Rule<Int, ValidationError>(validate: { $0 > 0 ? nil : .invalid })
        #expect(rule.validate(3) == nil && rule.validate(0) == .invalid)
        #expect(rule.run(3) == .success(3) && rule.run(-1) == .failure(.invalid))
        #expect(rule.test(1) && !rule.test(0))
        let check: (Int) -> ValidationError? = rule.validate
        #expect(check(-5) == .invalid)
    }

    @Test func resultStreamOperatorsChangeOneSideAndLeaveTheOther() {
        func collect<T>(_ stream: Observable<T>) -> [T] {
            var values: [T] = []
            stream.subscribe(onNext: { values.append($0) }).cancel()
            return values
        }
        let rule = StringRules.minLength(3)
        let results = Observable.from(["abc", "x", "abcd"]).map { rule.run($0) }
        #expect(collect(results.mapValue { $0?.count ?? 0 }) == [.success(3), .failure(.tooShort(minimum: 3)), .success(4)])
        #expect(collect(results.mapError { _ in ValidationError.invalid }) == [.success("abc"), .failure(.invalid), .success("abcd")])
        #expect(collect(results.rewriteValue(newValue: true)) == [.success(true), .failure(.tooShort(minimum: 3)), .success(true)])
        #expect(collect(results.recover("?")) == ["abc", "?", "abcd"])
        #expect(collect(results.recoverWithNil()) == [.some("abc"), nil, .some("abcd")])
        #expect(collect(results.errorOnly()) == [.tooShort(minimum: 3)])
        #expect(collect(results.filterError()) == ["abc", "abcd"])
    }
}

/// A component recording what it sees of its own state.
final class StateProbe: ViewBase<Int, Never> {
    var updates: [(state: Int, previous: Int?)] = []
    var skipOdd = false

    override func update() {
        updates.append((componentState, previousComponentState))
    }

    override func needsUpdate() -> Bool {
        !(skipOdd && componentState % 2 == 1)
    }
}

/// A non-view component: doubles what it's given and reports it.
final class Doubler: ComponentBase<Int, Int> {
    let input = PassthroughSubject<Int, Never>()
    var afterInitCount = 0
    override var actions: [Observable<Int>] { [input.eraseToAnyPublisher().map { $0 * 10 }] }
    override func afterInit() { afterInitCount += 1 }
    override func update() { perform(action: componentState * 2) }
}

struct PickedColor: Equatable { let name: String }

final class PickerController: ControllerBase<Void, LoggingRootView> {
    struct Reactions { let picked: (PickedColor) -> Void }
    let reactions: Reactions
    init(reactions: Reactions) {
        self.reactions = reactions
        super.init(title: "Pick", root: LoggingRootView())
    }
}

final class PickerWireframe: Wireframe {
    func entrypoint() -> Controller { picker().0 }

    func picker() -> (PickerController, Observable<PickedColor>) {
        create { (provider, result: AnyObserver<PickedColor>) in
            PickerController(reactions: .init(picked: { result.onNext($0) }))
        }
    }
}

extension UITests {
    @Suite @MainActor struct ComponentStateAPITests {
        init() throws { try TestBackend.start() }

        @Test func observeStateReportsBeforeAndAfterEachUpdate() {
            let probe = StateProbe()
            var log: [String] = []
            var tokens: [AnyCancellable] = []
            probe.observeState(.beforeUpdate).sink { log.append("before \($0)") }.store(in: &tokens)
            probe.observeState(.afterUpdate).sink { log.append("after \($0)") }.store(in: &tokens)
            probe.componentState = 1
            probe.componentState = 2
            #expect(log == ["before 1", "after 1", "before 2", "after 2"])
            #expect(probe.updates.map(\.state) == [1, 2] && probe.updates.map(\.previous) == [nil, 1])
            #expect(probe.previousComponentState == 1)
        }

        @Test func observableStateReplaysTheLatestStateEvenWhileTheComponentCantUpdate() {
            let probe = StateProbe()
            probe.canUpdate = false
            probe.componentState = 7
            probe.componentState = 8
            var seen: [Int] = []
            let token = probe.observableState.sink { seen.append($0) }
            defer { token.cancel() }
            #expect(seen == [8] && probe.updates.isEmpty)
            probe.canUpdate = true
            #expect(probe.updates.map(\.state) == [8])
            probe.componentState = 9
            #expect(seen == [8, 9])
        }

        @Test func needsUpdateCanSkipAnUpdateAndInvalidateRepeatsOne() {
            let probe = StateProbe()
            probe.skipOdd = true
            probe.componentState = 1
            probe.componentState = 2
            #expect(probe.updates.map(\.state) == [2])
            probe.invalidate()
            #expect(probe.updates.map(\.state) == [2, 2])
            #expect(probe.updates.last?.previous == 1, "invalidate keeps previousComponentState")
            probe.mutateState { $0 += 2 }
            #expect(probe.with(state: 6).componentState == 6)
            #expect(probe.updates.map(\.state) == [2, 2, 4, 6])
        }

        @Test func aNonViewComponentUpdatesReportsAndWaitsWhenItCant() {
            let doubler = Doubler()
            var actions: [Int] = []
            let token = doubler.action.sink { actions.append($0) }
            defer { token.cancel() }
            doubler.componentState = 4
            doubler.input.send(3)
            #expect(actions == [8, 30])
            #expect(doubler.afterInitCount == 1)
            let waiting = Doubler(canUpdate: false)
            var states: [Int] = []
            let stateToken = waiting.observableState.sink { states.append($0) }
            defer { stateToken.cancel() }
            var waitingActions: [Int] = []
            let actionToken = waiting.action.sink { waitingActions.append($0) }
            defer { actionToken.cancel() }
            waiting.componentState = 5
            #expect(states == [5] && waitingActions.isEmpty)
            waiting.canUpdate = true
            #expect(waitingActions == [10])
        }

        @Test func aWireframeCreatesAControllerWithAStreamOfItsResults() {
            let wireframe = PickerWireframe()
            var picked: [PickedColor] = []
            var finished = false
            var token: AnyCancellable?
            do {
                let (controller, results) = wireframe.picker()
                token = results.subscribe(onNext: { picked.append($0) }, onCompleted: { finished = true })
                controller.reactions.picked(PickedColor(name: "teal"))
                #expect(picked == [PickedColor(name: "teal")] && !finished)
            }
            #expect(finished, "the stream ends with its controller")
            token?.cancel()
        }
    }
}
