import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Bad constraints: each is reported once, clearly, and the layout goes on without it.
    @Suite @MainActor struct ConstraintMisuseTests {
        init() throws { try TestBackend.start() }

        @Test func conflictingRequiredConstraintsAreReportedOnceAndTheNewestIsBroken() throws {
            let recorder = DiagnosticsRecorder()
            let root = Container()
            root.widgetName = "root"
            let bar = block("bar")
            root.children(bar)
            bar.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.equalTo(100).labeled("narrow")
            }
            bar.snp.makeConstraints { make in
                make.width.equalTo(200).labeled("wide")
            }
            let errors = recorder.messages.filter { $0.level == .error }
            #expect(errors.count == 1)
            let text = try #require(errors.first?.text)
            #expect(text.contains("Unable to satisfy the constraints of Container 'root'"))
            #expect(text.contains("Container 'bar'.width == 100 (\"narrow\")"))
            #expect(text.contains("Breaking the newest of these (all are required, priority 1000): Container 'bar'.width == 200 (\"wide\")"))
            #expect(text.contains("ConstraintMisuseTests.swift:"))
            let host = LayoutHost(root)
            defer { host.close() }
            host.resize(width: 500, height: 300)
            Interact.settleLayout()
            #expect(bar.frame == LayoutRect(x: 0, y: 0, width: 100, height: 20))
            #expect(recorder.messages.filter { $0.level == .error }.count == 1, "no relayout reports it again")
            // No endless relayout: with nothing changed, nothing is solved again.
            ConstraintLayoutStatistics.reset()
            Interact.settleLayout()
            #expect(ConstraintLayoutStatistics.measuresSolved == 0 && ConstraintLayoutStatistics.allocationsSolved == 0)
            #expect(ConstraintLayoutStatistics.constraintsAdded == 0)
        }

        /// SnapKit takes any number as a priority, as Auto Layout's 1…1000: 1001 is required
        /// like 1000, so of two conflicting ones the newer is broken, not the one numbered
        /// lower; 999 is below required and gives way without a report.
        @Test func aPriorityAbove1000IsRequiredAndTheNewestOfAConflictIsBroken() throws {
            let recorder = DiagnosticsRecorder()
            let root = Container()
            root.widgetName = "root"
            let bar = block("bar")
            root.children(bar)
            bar.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.equalTo(100).priority(1001).labeled("older")
            }
            bar.snp.makeConstraints { make in
                make.width.equalTo(300).priority(999).labeled("optional")
                make.width.equalTo(200).labeled("newer")
            }
            let errors = recorder.messages.filter { $0.level == .error }
            #expect(errors.count == 1, "one report for the one conflict")
            let text = try #require(errors.first?.text)
            #expect(text.contains("Container 'bar'.width == 100 (\"older\")"))
            #expect(text.contains("Breaking the newest of these (all are required, priority 1000): Container 'bar'.width == 200 (\"newer\")"))
            #expect(!text.contains("optional"), "a priority below 1000 never conflicts")
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(bar.frame == LayoutRect(x: 0, y: 0, width: 100, height: 20))
            host.resize(width: 400, height: 300)
            #expect(bar.frame.width == 100)
            #expect(recorder.messages.filter { $0.level == .error }.count == 1, "no relayout reports it again")
        }

        @Test func anOptionalConstraintThatContradictsARequiredOneGivesWayWithoutAReport() throws {
            let recorder = DiagnosticsRecorder()
            let root = Container()
            let bar = block("bar")
            root.children(bar)
            bar.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.equalTo(100)
                make.width.equalTo(150).priority(.high)
                make.width.equalTo(200).priority(.low)
            }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(bar.frame.width == 100, "the required width holds")
            #expect(recorder.messages.filter { $0.level == .error }.isEmpty, "optional constraints never conflict")
            // Without the required one, the higher of the two optional ones wins.
            bar.snp.remakeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.equalTo(150).priority(.high)
                make.width.equalTo(200).priority(.low)
            }
            Interact.settleLayout()
            #expect(bar.frame.width == 150)
            #expect(recorder.messages.filter { $0.level == .error }.isEmpty)
        }

        @Test func aConflictNamesOnlyTheConstraintsThatConflict() throws {
            let recorder = DiagnosticsRecorder()
            let root = Container()
            let a = block("a"), b = block("b"), c = block("c")
            root.children(a, b, c)
            a.snp.makeConstraints { make in
                make.top.left.equalToSuperview().offset(10)
                make.height.equalTo(20)
            }
            c.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
            }
            b.snp.makeConstraints { make in
                make.top.equalTo(a.snp.bottom).offset(10)
                make.left.equalTo(a)
                make.top.equalTo(30)
            }
            let text = try #require(recorder.messages.first { $0.level == .error }?.text)
            #expect(text.contains("Container 'a'.top == superview.top + 10"))
            #expect(text.contains("Container 'a'.height == 20"))
            #expect(text.contains("Container 'b'.top == Container 'a'.bottom + 10"))
            #expect(text.contains("Container 'b'.top == superview.top + 30"))
            #expect(!text.contains("Container 'c'"))
            #expect(!text.contains("'a'.left"))
        }

        @Test func aConstraintToAViewOutsideTheSuperviewIsReportedAndIgnored() {
            let recorder = DiagnosticsRecorder()
            let root = Container(), elsewhere = Container()
            let a = block("a"), stranger = block("stranger"), loose = block("loose")
            root.children(a)
            elsewhere.children(stranger)
            a.snp.makeConstraints { make in
                make.top.equalTo(stranger.snp.bottom)
                make.leading.equalTo(loose.snp.trailing)
                make.left.equalToSuperview().offset(30)
            }
            #expect(recorder.contains("relates Container 'a' to Container 'stranger', which is inside Container"))
            #expect(recorder.contains("relates Container 'a' to Container 'loose', which is not added to any container yet"))
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(a.frame == LayoutRect(x: 30, y: 0, width: 40, height: 20))
        }

        @Test func constraintsForAViewWithoutASuperviewAreReported() {
            let recorder = DiagnosticsRecorder()
            let loose = block("loose")
            loose.snp.makeConstraints { make in make.edges.equalToSuperview() }
            #expect(recorder.contains("Container 'loose' has no superview yet; add it with children(...)"))
            #expect(loose.snp.installedConstraints.isEmpty)
        }

        /// Auto Layout keeps a view's own size on the view: made before the view has a
        /// superview (a component constraining itself in setupConstraints), it holds once the
        /// view is added, and goes with it when it moves.
        @Test func aSizeConstraintMadeBeforeTheViewHasASuperviewHoldsOnceItIsAdded() {
            let recorder = DiagnosticsRecorder()
            let sized = block("sized")
            var height: Constraint?
            sized.snp.makeConstraints { make in
                make.width.equalTo(120)
                height = make.height.greaterThanOrEqualTo(30).constraint
            }
            #expect(recorder.messages.isEmpty)
            #expect(sized.snp.installedConstraints.count == 2)
            #expect(height?.isActive == true)
            let root = Container(layout: .constraints)
            root.children(sized)
            sized.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(10) }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(sized.frame == LayoutRect(x: 10, y: 10, width: 120, height: 30))
            #expect(sized.snp.installedConstraints.count == 3)

            // Moved to another container: its size goes with it, the edges stay behind.
            let other = Container(layout: .constraints)
            root.children(other)
            other.snp.makeConstraints { make in make.edges.equalToSuperview() }
            sized.removeFromSuperview()
            #expect(sized.snp.installedConstraints.count == 2)
            other.children(sized)
            sized.snp.makeConstraints { make in make.bottom.trailing.equalToSuperview().inset(5) }
            Interact.settleLayout()
            #expect(sized.frame == LayoutRect(x: 300 - 5 - 120, y: 200 - 5 - 30, width: 120, height: 30))

            // One deactivated while waiting is not installed later.
            sized.removeFromSuperview()
            height?.deactivate()
            #expect(height?.isActive == false)
            other.children(sized)
            sized.snp.makeConstraints { make in make.bottom.trailing.equalToSuperview() }
            Interact.settleLayout()
            #expect(sized.frame == LayoutRect(x: 300 - 120, y: 200 - 20, width: 120, height: 20))
            #expect(recorder.messages.filter { $0.level != .debug }.isEmpty)
        }

        /// Reactant's way: a component sets its own height in setupConstraints, before any
        /// superview; the screen that adds it places it.
        @Test func aComponentThatConstrainsItsOwnHeightInSetupConstraintsGetsIt() {
            let recorder = DiagnosticsRecorder()
            let bar = FixedHeightBar()
            let root = Container(layout: .constraints)
            root.children(bar)
            bar.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(bar.frame == LayoutRect(x: 0, y: 0, width: 300, height: 44))
            #expect(bar.title.frame == LayoutRect(x: 8, y: 12, width: 40, height: 20))
            #expect(recorder.messages.filter { $0.level != .debug }.isEmpty)
        }

        @Test func anAmbiguousViewGetsItsNaturalSizeAtTheLeadingTopCornerAndADebugNote() {
            let recorder = DiagnosticsRecorder()
            let root = Container(layout: .constraints)
            let placed = block("placed"), floating = block("floating", width: 30, height: 10)
            root.children(placed, floating)
            placed.snp.makeConstraints { make in make.center.equalToSuperview() }
            floating.snp.makeConstraints { make in make.top.equalToSuperview().offset(50) }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(floating.frame == LayoutRect(x: 0, y: 50, width: 30, height: 10))
            let notes = recorder.messages.filter { $0.level == .debug }
            #expect(notes.count == 1)
            #expect(notes.first?.text.contains("Container 'floating' in Container has an ambiguous layout") == true)
            #expect(notes.first?.text.contains("left") == true)
            #expect(recorder.messages.allSatisfy { $0.level == .debug })
            root.layoutDirection = .rightToLeft
            Interact.settleLayout()
            #expect(floating.frame == LayoutRect(x: 270, y: 50, width: 30, height: 10))
        }

        @Test func aGridOrABoxAlreadyInATreeRefusesToBecomeAConstraintContainer() {
            let recorder = DiagnosticsRecorder()
            let grid = Container(layout: .grid())
            let cell = block("cell")
            grid.children(cell)
            cell.snp.makeConstraints { make in make.edges.equalToSuperview() }
            #expect(recorder.contains("is a grid; constraints need a box or a constraint container"))
            let outer = Container(), inner = Container()
            let child = block("child")
            outer.children(inner.children(child))
            child.snp.makeConstraints { make in make.edges.equalToSuperview() }
            #expect(recorder.contains("a box can become a constraint container only before it is added anywhere"))
            #expect(inner.containerLayout == .vertical())
        }

        @Test func aRelationWithNothingToRelateToIsReported() {
            let recorder = DiagnosticsRecorder()
            let root = Container()
            let a = block("a")
            root.children(a)
            a.snp.makeConstraints { make in
                _ = make.width
            }
            #expect(recorder.contains("make.width on Container 'a' has no relation"))
        }
    }
}

/// A bar 44 high by its own constraint, made in setupConstraints.
private final class FixedHeightBar: ViewBase<Void, Void> {
    let title = block("title")

    override func loadView() {
        children(title)
    }

    override func setupConstraints() {
        title.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(8)
            make.centerY.equalToSuperview()
        }
        snp.makeConstraints { make in make.height.equalTo(44) }
    }
}
