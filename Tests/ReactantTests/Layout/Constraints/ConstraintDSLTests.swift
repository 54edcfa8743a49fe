import Foundation
import Reactant
import ReactantFoundation
import ReactantTesting
import Testing

/// A button component whose content is laid out with constraints.
final class BadgeButton: ButtonBase<Void, Void> {
    let badge = block("badge", width: 12, height: 12)

    override func loadView() {
        children(badge)
    }

    override func setupConstraints() {
        badge.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(4)
        }
    }
}

extension UITests {
    /// The SnapKit phrases beyond placing: changing, replacing and removing constraints.
    @Suite @MainActor struct ConstraintDSLTests {
        init() throws { try TestBackend.start() }

        @Test func updateConstraintsChangesTheConstantOfTheMatchingConstraint() {
            let recorder = DiagnosticsRecorder()
            let root = Container()
            let bar = block("bar")
            root.children(bar)
            bar.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(10)
                make.leading.equalToSuperview().offset(10)
            }
            let host = LayoutHost(root)
            defer { host.close() }
            bar.snp.updateConstraints { make in
                make.top.equalToSuperview().offset(60)
            }
            Interact.settleLayout()
            #expect(bar.frame == LayoutRect(x: 10, y: 60, width: 40, height: 20))
            #expect(bar.snp.installedConstraints.count == 2)
            #expect(recorder.messages.isEmpty)
            bar.snp.updateConstraints { make in
                make.width.equalTo(70)
            }
            #expect(recorder.contains("found no constraint like Container 'bar'.width == 70"))
            Interact.settleLayout()
            #expect(bar.frame.width == 70)
        }

        @Test func remakeReplacesAndRemoveDropsTheViewsConstraints() {
            let root = Container()
            let bar = block("bar"), other = block("other")
            root.children(bar, other)
            bar.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().offset(10)
            }
            other.snp.makeConstraints { make in
                make.top.equalTo(bar.snp.bottom)
                make.leading.equalTo(bar.snp.trailing)
            }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(other.frame == LayoutRect(x: 50, y: 30, width: 40, height: 20))
            bar.snp.remakeConstraints { make in
                make.bottom.trailing.equalToSuperview()
            }
            Interact.settleLayout()
            #expect(bar.frame == LayoutRect(x: 260, y: 180, width: 40, height: 20))
            #expect(other.frame == LayoutRect(x: 300, y: 200, width: 40, height: 20))
            other.snp.removeConstraints()
            Interact.settleLayout()
            #expect(other.frame == LayoutRect(x: 0, y: 0, width: 40, height: 20))
            #expect(other.snp.installedConstraints.isEmpty)
        }

        @Test func aKeptConstraintCanBeUpdatedDeactivatedAndActivatedAgain() throws {
            let root = Container()
            let bar = block("bar")
            root.children(bar)
            var top: Constraint?
            bar.snp.makeConstraints { make in
                top = make.top.equalToSuperview().offset(20).constraint
                make.leading.equalToSuperview()
                make.top.greaterThanOrEqualTo(5).priority(.low)
            }
            let constraint = try #require(top)
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(constraint.isActive && bar.frame.y == 20)
            constraint.update(offset: 80)
            Interact.settleLayout()
            #expect(bar.frame.y == 80)
            constraint.deactivate()
            Interact.settleLayout()
            #expect(!constraint.isActive && bar.frame.y == 5)
            constraint.activate()
            constraint.update(inset: 30)
            Interact.settleLayout()
            #expect(bar.frame.y == 30)
        }

        @Test func sizesCentresAndCompositeAnchorsRelateAsSnapKitDoes() {
            let root = Container()
            let anchor = block("anchor"), twin = block("twin"), centred = block("centred"), sized = block("sized")
            root.children(anchor, twin, centred, sized)
            anchor.snp.makeConstraints { make in
                make.left.top.equalToSuperview().offset(10)
                make.size.equalTo(CGSize(width: 60, height: 30))
            }
            twin.snp.makeConstraints { make in
                make.edges.equalTo(anchor.snp.edges).offset(CGPoint(x: 100, y: 0))
            }
            centred.snp.makeConstraints { make in
                make.center.equalTo(anchor).offset(CGPoint(x: 0, y: 100))
                make.width.height.equalTo(20)
            }
            sized.snp.makeConstraints { make in
                make.bottom.right.equalToSuperview().inset(EdgeInsets(top: 0, leading: 0, bottom: 5, trailing: 15))
                make.size.equalTo(anchor).multipliedBy(0.5)
            }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(anchor.frame == LayoutRect(x: 10, y: 10, width: 60, height: 30))
            #expect(twin.frame == LayoutRect(x: 110, y: 10, width: 60, height: 30))
            #expect(centred.frame == LayoutRect(x: 30, y: 115, width: 20, height: 20))
            #expect(sized.frame == LayoutRect(x: 255, y: 180, width: 30, height: 15))
        }

        /// Every attribute chains after another, as SnapKit's (`make.top.directionalHorizontalEdges`).
        @Test func compositeAttributesChainAfterOthers() {
            let root = Container()
            let bar = block("bar")
            root.children(bar)
            bar.snp.makeConstraints { make in
                make.top.directionalHorizontalEdges.equalToSuperview().inset(10)
            }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(bar.frame == LayoutRect(x: 10, y: 10, width: 280, height: 20))
        }

        /// One-axis anchors of another view, and bounds against them (issue 14's list).
        @Test func oneAxisCentresAndBoundsRelateToAnotherViewsAnchors() {
            let root = Container()
            let anchor = block("anchor", width: 60, height: 40), beside = block("beside"), under = block("under")
            root.children(anchor, beside, under)
            anchor.snp.makeConstraints { make in
                make.left.equalToSuperview().offset(20)
                make.top.equalToSuperview().offset(30)
            }
            beside.snp.makeConstraints { make in
                make.centerY.equalTo(anchor.snp.centerY)
                make.left.greaterThanOrEqualTo(anchor.snp.right).offset(10)
                make.width.lessThanOrEqualTo(anchor).dividedBy(2)
            }
            under.snp.makeConstraints { make in
                make.centerX.equalTo(anchor.snp.right)
                make.top.greaterThanOrEqualTo(anchor.snp.bottom).offset(5)
                make.height.equalTo(anchor.snp.height).multipliedBy(0.25).priority(.medium)
            }
            let host = LayoutHost(root)
            defer { host.close() }
            // As Auto Layout: `beside` may be at most half as wide as the anchor, and it resists
            // compression (750) more than the anchor hugs (250), so the anchor grows to 80 wide;
            // `under`'s medium height (500) of a quarter the anchor's beats the anchor's hugging
            // too, so the anchor grows to 80 high, a quarter of which is `under`'s natural 20.
            #expect(anchor.frame == LayoutRect(x: 20, y: 30, width: 80, height: 80))
            #expect(beside.frame == LayoutRect(x: 110, y: 60, width: 40, height: 20), "centred on the anchor, 10 after it")
            #expect(under.frame == LayoutRect(x: 80, y: 115, width: 40, height: 20), "its centre on the anchor's right edge, 5 under it")
        }

        @Test func removingAViewDropsTheConstraintsThatNameIt() {
            let root = Container()
            let first = block("first"), second = block("second")
            root.children(first, second)
            first.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(10) }
            second.snp.makeConstraints { make in
                make.top.equalTo(first.snp.bottom).offset(10)
                make.leading.equalToSuperview().offset(40)
            }
            let host = LayoutHost(root)
            defer { host.close() }
            #expect(second.frame.y == 40)
            first.removeFromSuperview()
            Interact.settleLayout()
            #expect(second.frame == LayoutRect(x: 40, y: 0, width: 40, height: 20))
            #expect(second.snp.installedConstraints.count == 1)
        }

        @Test func aButtonComponentLaysItsContentOutWithConstraints() throws {
            let button = BadgeButton()
            let root = Container()
            root.children(button)
            button.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            let host = LayoutHost(root)
            defer { host.close() }
            let badge = try #require(button.badge.native.frame(in: button.content))
            let content = try #require(button.content.frame(in: button.native))
            // 4 inside the content box, which GTK's button padding (and minimum height) sizes.
            #expect(badge == LayoutRect(x: 4, y: 4, width: content.width - 8, height: content.height - 8))
            #expect(badge.width >= 12 && badge.height >= 12)
            #expect(button.content.containerLayout == .constraints)
            #expect(try Interact.tap(button) == ())
        }
    }
}
