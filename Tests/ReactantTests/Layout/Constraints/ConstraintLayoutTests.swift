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

extension UITests.ConstraintLayoutTests {
    @Test func aChainStacksViewsWithTheirOffsets() {
        let root = Container()
        let first = block("first"), second = block("second", height: 30), third = block("third", width: 60)
        root.children(first, second, third)
        first.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
        }
        second.snp.makeConstraints { make in
            make.top.equalTo(first.snp.bottom).offset(5)
            make.leading.equalTo(first)
        }
        third.snp.makeConstraints { make in
            make.top.equalTo(second.snp.bottom).offset(5)
            make.leading.equalTo(second.snp.trailing).offset(8)
            make.trailing.lessThanOrEqualToSuperview().inset(10)
        }
        let host = LayoutHost(root)
        defer { host.close() }
        #expect(first.frame == LayoutRect(x: 10, y: 10, width: 40, height: 20))
        #expect(second.frame == LayoutRect(x: 10, y: 35, width: 40, height: 30))
        #expect(third.frame == LayoutRect(x: 58, y: 70, width: 60, height: 20))
    }

    @Test func ratiosFollowTheSuperviewAndTheViewItself() {
        let root = Container()
        let half = block("half"), square = block("square")
        root.children(half, square)
        half.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalTo(half.snp.width).dividedBy(4)
        }
        square.snp.makeConstraints { make in
            make.top.equalTo(half.snp.bottom)
            make.right.equalToSuperview()
            make.width.equalTo(square.snp.height)
            make.height.equalToSuperview().multipliedBy(0.25)
        }
        let host = LayoutHost(root, width: 400, height: 200)
        defer { host.close() }
        #expect(half.frame == LayoutRect(x: 0, y: 0, width: 200, height: 50))
        #expect(square.frame == LayoutRect(x: 350, y: 50, width: 50, height: 50))
        host.resize(width: 600, height: 400)
        #expect(half.frame == LayoutRect(x: 0, y: 0, width: 300, height: 75))
        #expect(square.frame == LayoutRect(x: 500, y: 75, width: 100, height: 100))
    }

    @Test func aRequiredBoundWinsOverALowPriorityWidth() {
        let root = Container()
        let bar = Container()  // no content, so no natural width to hug
        root.children(bar)
        bar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(20)
            make.height.equalTo(20)
            make.width.equalTo(400).priority(.low)
            make.trailing.lessThanOrEqualToSuperview().inset(20)
        }
        let host = LayoutHost(root)
        defer { host.close() }
        #expect(bar.frame == LayoutRect(x: 20, y: 20, width: 260, height: 20))
        host.resize(width: 800, height: 200)
        #expect(bar.frame.width == 400)
    }

    @Test func aHigherPriorityWinsAStepAbove() {
        let root = Container()
        let bar = block("bar")
        root.children(bar)
        bar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(100).priority(.medium)
            make.width.equalTo(150).priority(501)
            make.height.equalTo(10).priority(.high)
            make.height.equalTo(90).priority(.required - 1)
        }
        let host = LayoutHost(root)
        defer { host.close() }
        #expect(bar.frame == LayoutRect(x: 0, y: 0, width: 150, height: 90))
    }

    /// Two views side by side, each 100 wide by nature, in a row narrower or wider than both:
    /// the one with lower compression resistance shrinks, the one with lower hugging grows.
    @Test func huggingAndCompressionResistanceDecideWhoGivesWay() {
        let root = Container()
        let first = block("first", width: 100), second = block("second", width: 100)
        root.children(first, second)
        first.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
        }
        second.snp.makeConstraints { make in
            make.top.trailing.equalToSuperview()
            make.leading.equalTo(first.snp.trailing)
        }
        first.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        second.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let host = LayoutHost(root, width: 150, height: 50)
        defer { host.close() }
        #expect(first.frame.width == 100 && second.frame.width == 50, "\(String(describing: first.frame)) \(String(describing: second.frame))")
        host.resize(width: 300, height: 50)
        #expect(first.frame.width == 200 && second.frame == LayoutRect(x: 200, y: 0, width: 100, height: 20))
    }

    @Test func leadingAndTrailingFollowTheTextDirectionAndLeftAndRightDont() {
        let root = Container(layout: .constraints)
        root.layoutDirection = .rightToLeft
        let start = block("start"), next = block("next"), left = block("left")
        root.children(start, next, left)
        start.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.leading.equalToSuperview().offset(10)
        }
        next.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.leading.equalTo(start.snp.trailing).offset(5)
        }
        left.snp.makeConstraints { make in
            make.bottom.left.equalToSuperview().inset(10)
        }
        let host = LayoutHost(root)
        defer { host.close() }
        #expect(start.frame == LayoutRect(x: 250, y: 0, width: 40, height: 20))
        #expect(next.frame == LayoutRect(x: 205, y: 0, width: 40, height: 20))
        #expect(left.frame == LayoutRect(x: 10, y: 170, width: 40, height: 20))
        root.layoutDirection = .leftToRight
        Interact.settleLayout()
        #expect(start.frame == LayoutRect(x: 10, y: 0, width: 40, height: 20))
        #expect(next.frame == LayoutRect(x: 55, y: 0, width: 40, height: 20))
    }

    /// A right-to-left language (GTK's default direction) mirrors leading and trailing in a
    /// container that wasn't given a direction of its own, on both backends.
    @Test func leadingFollowsTheDefaultDirectionOfTheLanguage() {
        let backend = Backends.current
        let saved = backend.defaultTextDirection
        backend.defaultTextDirection = .rightToLeft
        defer { backend.defaultTextDirection = saved }
        let root = Container(layout: .constraints)
        let start = block("start")
        root.children(start)
        start.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.leading.equalToSuperview().offset(10)
        }
        #expect(root.layoutDirection == .rightToLeft)
        let host = LayoutHost(root)
        defer { host.close() }
        #expect(start.frame == LayoutRect(x: 250, y: 0, width: 40, height: 20))
    }

    @Test func aWindowResizeMovesEveryConstrainedView() {
        let root = Container()
        let views = (0..<20).map { block("b\($0)", width: 10, height: 10) }
        root.children(views)
        for (index, view) in views.enumerated() {
            view.snp.makeConstraints { make in
                make.width.equalToSuperview().dividedBy(20)
                make.height.equalTo(10)
                make.top.equalToSuperview().offset(index * 5)
                if index == 0 {
                    make.leading.equalToSuperview()
                } else {
                    make.leading.equalTo(views[index - 1].snp.trailing)
                }
            }
        }
        let host = LayoutHost(root, width: 400, height: 200)
        defer { host.close() }
        #expect(views.map { $0.frame.x } == (0..<20).map { $0 * 20 })
        for width in [600, 200, 1000] {
            ConstraintLayoutStatistics.reset()
            host.resize(width: width, height: 200)
            #expect(views.map { $0.frame.x } == (0..<20).map { $0 * width / 20 }, "at width \(width)")
            #expect(views.last?.frame.maxX == width)
            // Incremental: the new width is suggested to the solver; nothing is rebuilt.
            #expect(ConstraintLayoutStatistics.suggestions >= 1 && ConstraintLayoutStatistics.allocationsSolved >= 1)
            #expect(ConstraintLayoutStatistics.constraintsAdded == 0 && ConstraintLayoutStatistics.constraintsRemoved == 0)
            #expect(ConstraintLayoutStatistics.measuresSolved == 0, "the size request is answered from the last one")
        }
    }
}
