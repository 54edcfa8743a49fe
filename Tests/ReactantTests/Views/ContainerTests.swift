import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct ContainerTests {
    init() throws { try TestBackend.start() }

    @Test func childrenKeepTheirOrderAndNest() {
        let root = Container()
        let row = Container(layout: .horizontal(spacing: 6))
        root.children(
            Label(text: "one"),
            row.children(Label(text: "two"), Button(title: "three")),
            TextField(text: "four")
        )
        #expect(WidgetTree.render(root) == """
            box vertical
              label "one"
              box horizontal spacing=6
                label "two"
                button "three"
              entry "four"
            """)
    }

    @Test func addingAViewTwiceIsIgnoredWithAWarning() {
        let recorder = DiagnosticsRecorder()
        let root = Container()
        let label = Label(text: "once")
        root.children(label, label)
        #expect(root.subviews.count == 1)
        #expect(root.native.nativeChildren.count == 1)
        #expect(recorder.contains("added to Container twice"))
    }

    @Test func addingAViewThatLivesElsewhereMovesIt() {
        let recorder = DiagnosticsRecorder()
        let first = Container()
        let second = Container()
        let label = Label(text: "moving")
        first.children(label)
        second.children(label)
        #expect(first.native.nativeChildren.isEmpty)
        #expect(second.native.nativeChildren.count == 1)
        #expect(label.superview === second)
        #expect(recorder.contains("is moved to"))
    }

    @Test func aContainerCannotBeAddedInsideItself() {
        let recorder = DiagnosticsRecorder()
        let outer = Container()
        let inner = Container()
        outer.children(inner)
        inner.children(outer)
        #expect(inner.subviews.isEmpty)
        #expect(recorder.contains("which is inside it"))
    }

    @Test func removingAViewDetachesIt() {
        let root = Container()
        let label = Label(text: "gone")
        root.children(label)
        label.removeFromSuperview()
        #expect(root.subviews.isEmpty)
        #expect(root.native.nativeChildren.isEmpty)
        #expect(label.superview == nil)
    }
}
