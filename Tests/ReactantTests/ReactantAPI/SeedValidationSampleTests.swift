import Reactant
import ReactantTesting
import Testing

/// What the seed's sample prints, captured: this file's `print` shadows the standard one, so
/// the sample below is the seed's code character for character.
@MainActor private var printed: [String] = []

@MainActor private func print(_ items: Any...) {
    printed.append(items.map { "\($0)" }.joined(separator: " "))
}

/// Seed 001's validation sample, in a component's `update()` as Reactant code has it.
private final class SeedValidationView: ViewBase<Void, Void> {
    override func update() {
        Observable.from(["this", "is", "a", "message"])
            .map { StringRules.minLength(4).run($0) }
            .filterError()
            .subscribe(onNext: { print($0 ?? "") })
            .addDisposableTo(stateDisposeBag)
    }
}

extension UITests {
    @Suite @MainActor struct SeedValidationSampleTests {
        init() throws { try TestBackend.start() }

        @Test func theSeedsValidationSamplePrintsThisThenMessage() {
            printed = []
            let view = SeedValidationView()
            #expect(printed == ["this", "message"])
            #expect(view.stateDisposeBag.isEmpty == false)
            view.invalidate()  // the next update empties the bag first, then runs it again
            #expect(printed == ["this", "message", "this", "message"])
        }
    }
}
