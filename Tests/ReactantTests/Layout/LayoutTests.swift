import Reactant
import ReactantTesting
import Testing

/// The seed's MainRootView: a centred label with a button 20 below it, at least 20 from the sides.
final class SeedMainRootView: ViewBase<String, Void> {
    let label = Label()
    let updateButton = Button(title: "Update")

    override func loadView() {
        children(label, updateButton)
    }

    override func setupConstraints() {
        label.layout.center()
        updateButton.layout.centerX().leading(atLeast: 20).trailing(atLeast: 20).below(label, offset: 20)
    }
}

@Suite(.uiSerialized) @MainActor
struct LayoutTests {
    init() throws { try TestBackend.start() }

    @Test func edgesFillTheContainerWithInsets() {
        let root = Container()
        let label = Label()
        root.children(label)
        label.layout.edges(inset: 8)
        let layout = label.native.layout
        #expect(layout.margins == EdgeInsets(all: 8))
        #expect(layout.horizontalAlignment == .fill && layout.verticalAlignment == .fill)
        #expect(layout.expandsHorizontally && layout.expandsVertically)
    }

    @Test func someEdgesPinOnlyThoseSides() {
        let root = Container()
        let label = Label()
        root.children(label)
        label.layout.edges(.leading, .top, .trailing, inset: 20)
        let layout = label.native.layout
        #expect(layout.margins == EdgeInsets(top: 20, leading: 20, bottom: 0, trailing: 20))
        #expect(layout.horizontalAlignment == .fill && layout.expandsHorizontally)
        #expect(!layout.expandsVertically)

        let other = Label()
        root.children(other)
        other.layout.edges(.trailing, inset: 4)
        #expect(other.native.layout.horizontalAlignment == .end)
    }

    @Test func theSeedMainRootViewCentresTheLabelWithTheButtonBelow() {
        let view = SeedMainRootView()
        let label = view.label.native.layout
        let button = view.updateButton.native.layout
        #expect(label.horizontalAlignment == .center)
        #expect(label.verticalAlignment == .end && label.expandsVertically)
        #expect(button.verticalAlignment == .start && button.expandsVertically)
        #expect(button.horizontalAlignment == .center)
        #expect(button.margins == EdgeInsets(top: 20, leading: 20, bottom: 0, trailing: 20))
    }

    @Test func sizeRequestsAndDirectAlignment() {
        let root = Container()
        let field = TextField()
        root.children(field)
        field.layout.height(50).width(200).align(horizontal: .start).expand(horizontally: false, vertically: true)
        let layout = field.native.layout
        #expect(layout.minimumHeight == 50 && layout.minimumWidth == 200)
        #expect(layout.horizontalAlignment == .start)
        #expect(!layout.expandsHorizontally && layout.expandsVertically)
        field.layout.margins(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(field.native.layout.margins == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func gridCellsPlaceChildren() {
        let grid = Container(layout: .grid(rowSpacing: 4, columnSpacing: 8))
        let name = Label(text: "Name")
        let field = TextField()
        let wide = Button(title: "Save")
        grid.children(name, field, wide)
        name.layout.cell(column: 0, row: 0)
        field.layout.cell(column: 1, row: 0)
        wide.layout.cell(column: 0, row: 1, columnSpan: 2)
        #expect(grid.content.gridCell(of: name.native) == GridCell(column: 0, row: 0))
        #expect(grid.content.gridCell(of: field.native) == GridCell(column: 1, row: 0))
        #expect(grid.content.gridCell(of: wide.native) == GridCell(column: 0, row: 1, columnSpan: 2))
    }

    @Test func misplacedRelationsAreReported() {
        let recorder = DiagnosticsRecorder()
        let root = Container()
        let a = Label(), b = Label(), c = Label(), loose = Label()
        root.children(a, b, c)
        c.layout.below(a, offset: 5)
        #expect(recorder.contains("must come directly before it"))
        a.layout.below(loose)
        #expect(recorder.contains("must be in the same container"))
        b.layout.after(a)
        #expect(recorder.contains("needs a horizontal container"))
        loose.layout.cell(column: 0, row: 0)
        #expect(recorder.contains("needs the view inside a grid container"))
        #expect(c.native.layout.margins.top == 5)
    }
}
