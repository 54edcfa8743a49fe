import Foundation
import Reactant
import ReactantTesting
import Testing

/// An empty box of a fixed size: GTK's natural size of an empty GtkBox with a size request is
/// exactly that request, and the headless backend's too, so positions built on blocks are the
/// same numbers on both backends.
@MainActor
func block(_ name: String, width: Int = 40, height: Int = 20) -> Container {
    let block = Container()
    block.widgetName = name
    block.layout.size(width: width, height: height)
    return block
}

/// A window showing one view at a given size, for reading frames back.
@MainActor
final class LayoutHost {
    let window: any NativeWindow
    let view: View

    init(_ view: View, width: Int = 300, height: Int = 200) {
        self.view = view
        window = Backends.current.makeWindow()
        window.content = view.native
        window.defaultSize = (width, height)
        window.present()
        Interact.settleLayout()
    }

    /// Resizes the window and waits until GTK has allocated the new size (an X round trip).
    func resize(width: Int, height: Int) {
        window.resize(width: width, height: height)
        // Polls without Interact.settle, which records the screen for the parity check each
        // time: GTK needs more rounds than headless, and only the settled screen counts.
        for _ in 0..<200 {
            Backends.current.processPendingEvents()
            if let frame = view.native.frame(in: window), frame.width == width, frame.height == height { break }
            Thread.sleep(forTimeInterval: 0.002)
        }
        Interact.settle()
    }

    func close() {
        window.close()
        window.content = nil
    }
}
