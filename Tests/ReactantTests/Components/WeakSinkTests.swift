import Foundation
import Reactant
import ReactantFoundation
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct WeakSinkTests {
    init() throws { try TestBackend.start() }

    final class Listener {
        var heard: [Int] = []
    }

    @Test func aWeakSinkDeliversWhileItsTargetLivesAndNeverKeepsItAlive() {
        let subject = PassthroughSubject<Int, Never>()
        var listener: Listener? = Listener()
        weak let weakListener = listener
        let subscription = subject.sink(weak: listener!) { me, value in me.heard.append(value) }
        subject.send(1)
        #expect(listener?.heard == [1])

        listener = nil
        #expect(weakListener == nil)
        subject.send(2)  // must not crash or resurrect anything
        subscription.cancel()
    }

    @Test func aMissingBundledImageIsReportedNotFatal() {
        let recorder = DiagnosticsRecorder()
        let image = ImageView()
        image.setResource("no-such-picture.png", in: Bundle.main)
        #expect(image.source == .iconName("image-missing", size: .button))
        #expect(recorder.contains("no-such-picture.png"))
    }
}
