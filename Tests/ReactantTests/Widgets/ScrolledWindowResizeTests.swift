import Reactant
import ReactantTesting
import Testing

/// A scrolled window's scroll handler may resize the content (a table's re-layout moves its
/// spacers and rows when the viewport's size changes): the next frame lays the content out at
/// its new size. GTK 4 emits the adjustment's "changed" inside the viewport's allocation, where
/// such a resize used to be lost: the content kept its old allocation and GTK painted it
/// without one ("Trying to snapshot GtkBox … without a current allocation").
@Suite(.uiSerialized) @MainActor
struct ScrolledWindowResizeTests {
    init() throws { try TestBackend.start() }

    @Test func contentTheScrollHandlerResizesIsLaidOutAtItsNewSize() {
        let scrolled = Backends.current.makeScrolledWindow()
        let content = Container(layout: .vertical())
        let spacer = Container()
        spacer.layout.height(1_000)
        content.children(spacer)
        scrolled.content = content.native
        var calls = 0
        // The first call (on GTK when the viewport's size or the content's height is first
        // known, inside the viewport's allocation) makes the content taller.
        let connection = scrolled.onScrolled {
            calls += 1
            if calls == 1 { spacer.layout.height(1_500) }
        }
        defer { scrolled.disconnect(connection) }
        let window = Backends.current.makeWindow()
        window.defaultSize = (width: 320, height: 300)
        window.content = scrolled
        window.present()
        defer { window.close() }
        Interact.settleLayout()
        // Headless scrolled windows call the handler for scrolling only; scrolling on every
        // backend keeps the runs' reads alike for parity-check (a second call changes nothing).
        scrolled.verticalOffset = 10
        Interact.settleLayout()
        #expect(calls > 0)
        #expect(spacer.native.frame(in: content.native)?.height == 1_500)
        #expect(content.native.preferredSize.natural.height == 1_500)
    }
}
