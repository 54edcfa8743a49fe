import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Frames read back from real GTK allocations (under Xvfb) and from the headless layout
    /// pass: the same expected numbers on both backends.
    @Suite @MainActor struct ConstraintLayoutTests {
        init() throws { try TestBackend.start() }

        @Test func edgesWithAnInsetFillTheSuperview() {
            let root = Container()
            let inner = block("inner")
            root.children(inner)
            inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(root.containerLayout == .constraints)
            #expect(inner.frame == LayoutRect(x: 20, y: 20, width: 260, height: 160))
        }

        @Test func aCentredViewKeepsItsNaturalSize() {
            let root = Container()
            let inner = block("inner", width: 50, height: 30)
            root.children(inner)
            inner.snp.makeConstraints { make in make.center.equalToSuperview() }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(inner.frame == LayoutRect(x: 125, y: 85, width: 50, height: 30))
            host.resize(width: 500, height: 400)
            #expect(inner.frame == LayoutRect(x: 225, y: 185, width: 50, height: 30))
        }
    }
}
