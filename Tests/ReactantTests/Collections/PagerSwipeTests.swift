import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// A pager turns its page on a horizontal swipe (GtkGestureSwipe on GTK), mirrored right
    /// to left, and never past its first or last page.
    @Suite @MainActor struct PagerSwipeTests {
        init() throws { try TestBackend.start() }

        func icons(_ count: Int) -> [Icon] { (0..<count).map { Icon(id: $0, name: "Icon \($0)") } }

        @Test func aSwipeToTheLeftShowsTheNextPageAndToTheRightThePrevious() throws {
            let pager = PagingCollectionView<IconCell>(cellFactory: IconCell.init)
            let log = ActionLog(pager)
            let window = showInWindow(pager)
            defer { window.close() }
            pager.componentState = .items(icons(3))
            try Interact.swipe(.left, in: pager)
            #expect(pager.currentPage == 1)
            #expect(pager.currentCell?.componentState == Icon(id: 1, name: "Icon 1"))
            try Interact.swipe(.left, in: pager)
            #expect(pager.currentPage == 2)
            try Interact.swipe(.right, in: pager)
            #expect(pager.currentPage == 1)
            #expect(log.actions == [.selected(Icon(id: 1, name: "Icon 1")), .selected(Icon(id: 2, name: "Icon 2")),
                                    .selected(Icon(id: 1, name: "Icon 1"))])
            #expect(WidgetTree.render(pager).contains(#"label "Icon 1""#))
        }

        @Test func theFirstAndLastPagesDontWrap() throws {
            let pager = PagingCollectionView<IconCell>(cellFactory: IconCell.init)
            let log = ActionLog(pager)
            let window = showInWindow(pager)
            defer { window.close() }
            pager.componentState = .items(icons(2))
            try Interact.swipe(.right, in: pager)  // before the first page: nothing
            #expect(pager.currentPage == 0)
            try Interact.swipe(.left, in: pager)
            try Interact.swipe(.left, in: pager)  // past the last page: nothing
            #expect(pager.currentPage == 1)
            #expect(log.actions == [.selected(Icon(id: 1, name: "Icon 1"))])
            // One page, and none: a swipe does nothing and breaks nothing.
            pager.componentState = .items(icons(1))
            try Interact.swipe(.left, in: pager)
            try Interact.swipe(.right, in: pager)
            #expect(pager.currentPage == 0)
            pager.componentState = .items([])
            #expect(throws: InteractionError.self) { try Interact.swipe(.left, in: pager) }  // no page to swipe on
            pager.swipeArea.simulateSwipe(velocityX: -1_000, velocityY: 0)
            #expect(pager.currentPage == nil)
            #expect(log.actions.count == 1)
        }

        /// Slow drags and mostly vertical ones are not page turns.
        @Test func slowAndVerticalSwipesLeaveThePage() throws {
            let pager = PagingCollectionView<IconCell>(cellFactory: IconCell.init)
            let log = ActionLog(pager)
            let window = showInWindow(pager)
            defer { window.close() }
            pager.componentState = .items(icons(3))
            pager.swipeArea.simulateSwipe(velocityX: -50, velocityY: 0)
            pager.swipeArea.simulateSwipe(velocityX: -600, velocityY: 900)
            Interact.settle()
            #expect(pager.currentPage == 0)
            pager.swipeArea.simulateSwipe(velocityX: -600, velocityY: 300)
            Interact.settle()
            #expect(pager.currentPage == 1)
            #expect(log.actions == [.selected(Icon(id: 1, name: "Icon 1"))])
        }

        /// Right to left the pages run from right to left, as the buttons and dots: a swipe to
        /// the right and the Left key bring the next page.
        @Test func rightToLeftMirrorsSwipesAndArrowKeys() throws {
            let backend = Backends.current
            let before = backend.defaultTextDirection
            backend.defaultTextDirection = .rightToLeft
            defer { backend.defaultTextDirection = before }
            let pager = PagingCollectionView<IconCell>(cellFactory: IconCell.init)
            let window = showInWindow(pager)
            defer { window.close() }
            pager.componentState = .items(icons(3))
            #expect(pager.native.textDirection == .rightToLeft)
            try Interact.swipe(.left, in: pager)  // towards the previous page: none
            #expect(pager.currentPage == 0)
            try Interact.swipe(.right, in: pager)
            #expect(pager.currentPage == 1)
            try Interact.press(.left, on: pager.nextButton)
            #expect(pager.currentPage == 2)
            try Interact.press(.right, on: pager.previousButton)
            #expect(pager.currentPage == 1)
        }

        /// The gesture's handler holds the pager weakly: a pager swiped and let go is freed,
        /// with its widgets (the stack and its gesture with them).
        @Test func aSwipedPagerIsFreed() throws {
            let tracker = FinalizationTracker()
            weak var weakPager: PagingCollectionView<IconCell>?
            do {
                let pager = PagingCollectionView<IconCell>(cellFactory: IconCell.init)
                weakPager = pager
                let window = showInWindow(pager)
                pager.componentState = .items(icons(3))
                try Interact.swipe(.left, in: pager)
                #expect(pager.currentPage == 1)
                tracker.track(pager)
                window.close()
            }
            Interact.settle()
            #expect(weakPager == nil)
            #expect(tracker.trackedCount > 5)
            #expect(tracker.aliveCount == 0)
        }
    }
}
