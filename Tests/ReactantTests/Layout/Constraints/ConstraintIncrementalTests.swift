import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// A constraint layout keeps its solvers between layouts: constraints added and removed,
    /// priorities changed and sizes suggested are applied to the tableau as it is. Whatever
    /// happened before, the frames and the container's sizes are the ones a container built
    /// fresh with the final constraints gets.
    @Suite @MainActor struct ConstraintIncrementalTests {
        init() throws { try TestBackend.start() }

        private static let text = "The quick brown fox jumps over the lazy dog and keeps on running across the field"

        @MainActor private struct Views {
            let root = Container(layout: .constraints)
            let a = block("a"), b = block("b", height: 24), c = block("c")
            let paragraph = Label(text: ConstraintIncrementalTests.text)
            let wrapping: Bool

            /// With a wrapping paragraph under the blocks, or the blocks alone (then nothing
            /// depends on a solved width, and the minimum and allocation solvers keep one tableau
            /// until the first allocation).
            init(wrapping: Bool) {
                self.wrapping = wrapping
                paragraph.wraps = true
                root.children(a, b, c)
                if wrapping { root.children(paragraph) }
            }

            var frames: [LayoutRect] { [a.frame, b.frame, c.frame] + (wrapping ? [paragraph.frame] : []) }
        }

        /// The constraints both containers end with; the priorities are all different, so the
        /// solution is the only best one, whatever order the solver met them in.
        private func makeFinalConstraints(_ views: Views) {
            views.a.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().offset(10)
                make.width.equalTo(120).priority(700)
                make.trailing.lessThanOrEqualTo(views.root.snp.centerX)
            }
            views.b.snp.makeConstraints { make in
                make.top.equalTo(views.a.snp.bottom).offset(6)
                make.leading.equalTo(views.a)
                make.trailing.equalToSuperview().inset(10)
                make.height.equalTo(30).priority(500)
                if !views.wrapping { make.bottom.lessThanOrEqualToSuperview().inset(10) }
            }
            guard views.wrapping else { return }
            views.paragraph.snp.makeConstraints { make in
                make.top.equalTo(views.b.snp.bottom).offset(4)
                make.leading.trailing.equalToSuperview().inset(10)
                make.bottom.lessThanOrEqualToSuperview().inset(10)
            }
        }

        private func makeFinalConstraintsOfC(_ views: Views) {
            views.c.snp.makeConstraints { make in
                make.leading.equalTo(views.a.snp.trailing).offset(8)
                make.top.equalTo(views.a)
                make.width.greaterThanOrEqualTo(60)
                make.trailing.lessThanOrEqualToSuperview().inset(10)
            }
            views.c.setContentHuggingPriority(300, for: .horizontal)
        }

        @Test(arguments: [false, true])
        func aLayoutChangedBetweenLayoutsEndsAsOneBuiltFresh(wrapping: Bool) {
            let changed = Views(wrapping: wrapping)
            // Other constraints first, laid out at two sizes.
            changed.a.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().offset(10)
                make.width.equalTo(200).priority(700)
            }
            changed.b.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(50)
                make.leading.equalToSuperview().offset(10)
            }
            if wrapping {
                changed.paragraph.snp.makeConstraints { make in
                    make.top.equalTo(changed.b.snp.bottom).offset(4)
                    make.leading.equalToSuperview().offset(30)
                    make.trailing.equalToSuperview().inset(10)
                }
            }
            let host = LayoutHost(changed.root, width: 300, height: 200)
            defer { host.close() }
            host.resize(width: 420, height: 260)
            // Then the final ones, with a constraint made and dropped on the way.
            changed.a.snp.removeConstraints()
            changed.b.snp.removeConstraints()
            changed.paragraph.snp.removeConstraints()
            makeFinalConstraints(changed)
            var dropped: [Constraint] = []
            changed.c.snp.makeConstraints { make in dropped.append(make.height.equalTo(80).priority(900).constraint) }
            Interact.settleLayout()
            host.resize(width: 380, height: 250)
            makeFinalConstraintsOfC(changed)
            for constraint in dropped { constraint.deactivate() }
            Interact.settleLayout()
            host.resize(width: 350, height: 240)

            let fresh = Views(wrapping: wrapping)
            makeFinalConstraints(fresh)
            makeFinalConstraintsOfC(fresh)
            let freshHost = LayoutHost(fresh.root, width: 350, height: 240)
            defer { freshHost.close() }

            #expect(changed.root.frame.size == fresh.root.frame.size)
            #expect(changed.frames == fresh.frames)
            #expect(changed.root.native.preferredSize == fresh.root.native.preferredSize)
            // The final layout itself: a at its preferred width, c at its minimum beside it,
            // b across, the paragraph under b at the height for its width.
            #expect(fresh.a.frame == LayoutRect(x: 10, y: 10, width: 120, height: 20))
            #expect(fresh.c.frame == LayoutRect(x: 138, y: 10, width: 60, height: 20))
            #expect(fresh.b.frame == LayoutRect(x: 10, y: 36, width: 330, height: 30))
            if wrapping { #expect(fresh.paragraph.frame.y == 70 && fresh.paragraph.frame.width == 330) }
            // Nothing is wider than its minimum needs: 10 + a (0 at the least) + 8 + c (60) + 10.
            #expect(fresh.root.native.preferredSize.minimum.width == 88)
        }
    }
}
