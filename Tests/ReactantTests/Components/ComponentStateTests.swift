import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct ComponentStateTests {
    init() throws { try TestBackend.start() }

    @Test func settingStateRunsUpdateWithTheNewState() {
        let view = ProbeView()
        #expect(view.updates.isEmpty)
        view.componentState = 1
        view.componentState = 2
        #expect(view.updates == [1, 2])
        #expect(view.label.text == "2")
    }

    @Test func voidStateUpdatesOnceWithoutBeingSet() {
        let view = VoidStateView()
        #expect(view.updateCount == 1)
        #expect(view.hasComponentState)
    }

    @Test func stateSetWhileUpdatesArePausedIsAppliedOnceWhenTheyResume() {
        let view = ProbeView()
        view.canUpdate = false
        view.componentState = 1
        view.componentState = 2
        view.componentState = 3
        #expect(view.updates.isEmpty)
        view.canUpdate = true
        #expect(view.updates == [3])
        view.canUpdate = true
        #expect(view.updates == [3])
    }

    @Test func afterInitRunsExactlyOnce() {
        let view = ProbeView()
        view.componentState = 5
        view.componentState = 6
        #expect(view.afterInitCount == 1)
    }

    @Test func hasComponentStateIsFalseUntilSet() {
        let view = ProbeView()
        #expect(!view.hasComponentState)
        view.componentState = 0
        #expect(view.hasComponentState)
    }

    @Test func subscriptionsMadeInUpdateAreDroppedBeforeTheNextUpdate() {
        final class Ticker: ViewBase<Int, Void> {
            let source = PassthroughSubject<Int, Never>()
            var received: [String] = []
            override func update() {
                let generation = componentState
                source.sink { [unowned self] in received.append("\(generation):\($0)") }
                    .store(in: &stateCancellables)
            }
        }
        let view = Ticker()
        view.componentState = 1
        view.source.send(10)
        view.componentState = 2
        view.source.send(20)
        #expect(view.received == ["1:10", "2:20"])
    }

    @Test func settingStateInsideUpdateRunsOneMoreUpdateAfterwards() {
        final class Clamp: ViewBase<Int, Void> {
            var seen: [Int] = []
            override func update() {
                seen.append(componentState)
                if componentState > 10 { componentState = 10 }
            }
        }
        let view = Clamp()
        view.componentState = 50
        #expect(view.seen == [50, 10])
    }

    @Test func anUpdateThatNeverSettlesIsStoppedAndReported() {
        final class Runaway: ViewBase<Int, Void> {
            override func update() { componentState += 1 }
        }
        let recorder = DiagnosticsRecorder()
        let view = Runaway()
        view.componentState = 0
        #expect(recorder.contains("kept setting its own state"))
        #expect(view.componentState == 100)
    }

    @Test func readingStateBeforeItIsSetStopsWithAClearMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = try? TestBackend.start()
                let view = ProbeView()
                _ = view.componentState
            }
        }
    }
}
