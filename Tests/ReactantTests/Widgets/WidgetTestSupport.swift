import Foundation
import Reactant
import ReactantTesting

/// A view shown in a window of its own, for tests that need the keyboard or drawing.
@MainActor
final class ShownView {
    let window: any NativeWindow

    init(_ view: View, width: Int = 400, height: Int = 300) {
        window = Backends.current.makeWindow()
        window.defaultSize = (width, height)
        window.content = view.native
        window.present()
        Interact.settleLayout()
    }

    func close() {
        window.content = nil
        window.close()
        Interact.settle()
    }
}

/// Collects what a stream sends.
@MainActor
final class Received<Value> {
    private(set) var values: [Value] = []
    private var subscription: AnyCancellable?

    init(_ stream: Observable<Value>) {
        subscription = stream.sink { [weak self] in self?.values.append($0) }
    }
}
