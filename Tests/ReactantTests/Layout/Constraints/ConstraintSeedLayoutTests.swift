import Reactant
import ReactantTesting
import Testing

/// Seed 001's MainRootView with its table button, constraints as the seed writes them.
final class SeedSnapRootView: ViewBase<Void, Void> {
    let label = Label(text: "12:00:00")
    let updateButton = Button(title: "Update")
    let tableButton = Button(title: "Open table")

    override func loadView() {
        children(label, updateButton, tableButton)
        addStyleClass("seed-root")
    }

    override func setupConstraints() {
        label.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
        updateButton.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.leading.greaterThanOrEqualToSuperview().offset(20)
            make.trailing.lessThanOrEqualToSuperview().inset(20)
            make.top.equalTo(label.snp.bottom).offset(20)
        }
        tableButton.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalTo(updateButton.snp.bottom).offset(20)
        }
    }
}

/// The same screen in the box vocabulary: the chain of `below`s the issue found broken.
final class SeedBoxRootView: ViewBase<Void, Void> {
    let label = Label(text: "12:00:00")
    let updateButton = Button(title: "Update")
    let tableButton = Button(title: "Open table")

    override func loadView() {
        children(label, updateButton, tableButton)
    }

    override func setupConstraints() {
        label.layout.center()
        updateButton.layout.centerX().leading(atLeast: 20).trailing(atLeast: 20).below(label, offset: 20)
        tableButton.layout.centerX().below(updateButton, offset: 20)
    }
}

/// A constraint component that holds a box of two labels, 10 from its edges.
final class InsetRowView: ViewBase<Void, Void> {
    let row = Container(layout: .horizontal())
    let first = Label(text: "First")
    let second = Label(text: "Second")

    override func loadView() {
        children(row.children(first, second))
    }

    override func setupConstraints() {
        row.snp.makeConstraints { make in
            make.top.leading.bottom.equalToSuperview().inset(10)
            make.trailing.lessThanOrEqualToSuperview().inset(10)
        }
    }
}

extension UITests {
    @Suite @MainActor struct ConstraintSeedLayoutTests {
        init() throws { try TestBackend.start() }

        private func isNear(_ a: Int?, _ b: Int) -> Bool { a.map { abs($0 - b) <= 1 } ?? false }

        @Test func theSeedRootViewLaysOutAsSnapKitWouldOnBothBackends() throws {
            let view = SeedSnapRootView()
            #expect(view.containerLayout == .constraints)
            #expect(view.styleClasses.contains("seed-root"))
            let host = LayoutHost(view, width: 400, height: 300)
            defer { host.close() }
            let label = view.label.frame
            let update = view.updateButton.frame
            let table = view.tableButton.frame
            #expect(label.size == view.label.preferredSize.natural)
            #expect(isNear(label.x + label.width / 2, 200) && isNear(label.y + label.height / 2, 150))
            #expect(update.y == label.maxY + 20)
            #expect(isNear(update.x + update.width / 2, 200))
            #expect(update.size == view.updateButton.preferredSize.natural)
            #expect(table.y == update.maxY + 20, "the third view sits 20 under the second")
            #expect(isNear(table.x + table.width / 2, 200))
        }

        @Test func theBoxVocabularyKeepsAChainOfBelowsUnderACentredView() throws {
            let view = SeedBoxRootView()
            let host = LayoutHost(view, width: 400, height: 300)
            defer { host.close() }
            let label = view.label.frame
            let update = view.updateButton.frame
            let table = view.tableButton.frame
            #expect(update.y == label.maxY + 20)
            #expect(table.y == update.maxY + 20, "the third view sits 20 under the second, not at the bottom")
            // The three are centred as a block.
            #expect(isNear(label.y, 300 - table.maxY))
        }

        @Test func aConstraintComponentSitsInABoxAndHoldsABox() throws {
            let outer = Container()
            let header = Label(text: "Header")
            let component = InsetRowView()
            let footer = Label(text: "Footer")
            outer.children(header, component, footer)
            let host = LayoutHost(outer, width: 400, height: 300)
            defer { host.close() }
            let rowSize = component.row.preferredSize.natural
            #expect(component.preferredSize.natural == LayoutSize(width: rowSize.width + 20, height: rowSize.height + 20))
            let headerFrame = header.frame
            let componentFrame = component.frame
            #expect(componentFrame == LayoutRect(x: 0, y: headerFrame.maxY, width: 400, height: rowSize.height + 20))
            #expect(footer.frame.y == componentFrame.maxY)
            #expect(component.row.frame == LayoutRect(x: 10, y: 10, width: rowSize.width, height: rowSize.height))
            let first = component.first.frame, second = component.second.frame
            #expect(second.x == first.maxX && first.x == 0)
            #expect(WidgetTree.render(outer.native).contains("constraints"))
        }

        @Test func aClosedConstraintComponentLeavesNoWidgetAlive() {
            let tracker = FinalizationTracker()
            do {
                let view = SeedSnapRootView()
                tracker.track(view)
                let host = LayoutHost(view)
                host.resize(width: 500, height: 400)
                host.close()
            }
            Interact.settle()
            #expect(tracker.trackedCount == 4)
            #expect(tracker.aliveCount == 0)
        }
    }
}
