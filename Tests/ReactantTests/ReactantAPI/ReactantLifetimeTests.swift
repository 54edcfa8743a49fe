import Reactant
import ReactantTesting
import Testing

final class LifetimeRootView: ViewBase<Int, String> {}

final class LifetimeController: ControllerBase<Void, LifetimeRootView> {
    init() { super.init(title: "Lifetime", root: LifetimeRootView()) }
}

final class LifetimeWireframe: Wireframe {
    func entrypoint() -> Controller { LifetimeController() }

    /// The factory sends one result and keeps no copy of the observer.
    func oneShot() -> (LifetimeController, Observable<String>) {
        create { (_, result: AnyObserver<String>) in
            let controller = LifetimeController()
            result.onNext("made")
            return controller
        }
    }
}

/// Reactant's lifetimes: a component's streams complete when it is freed; `create`'s result
/// stream lasts as long as its controller; a new view's frame is `.zero`.
extension UITests {
    @Suite @MainActor struct ReactantLifetimeTests {
        init() throws { try TestBackend.start() }

        final class Ends { var ended: [String] = [] }

        @Test func aComponentsStreamsCompleteWhenItIsFreed() {
            let ends = Ends()
            var tokens: [AnyCancellable] = []
            var view: LifetimeRootView? = LifetimeRootView()
            view?.componentState = 1
            let streams: [(String, Observable<Int>)] = [
                ("observableState", view!.observableState),
                ("beforeUpdate", view!.observeState(.beforeUpdate)),
                ("afterUpdate", view!.observeState(.afterUpdate)),
                ("action", view!.action.map { _ in 0 }.eraseToAnyPublisher()),
            ]
            for (name, stream) in streams {
                stream.sink(receiveCompletion: { _ in ends.ended.append(name) }, receiveValue: { _ in }).store(in: &tokens)
            }
            view?.componentState = 2
            #expect(ends.ended.isEmpty)
            view = nil
            #expect(ends.ended.sorted() == ["action", "afterUpdate", "beforeUpdate", "observableState"])

            var controller: LifetimeController? = LifetimeController()
            controller!.observableState.sink(receiveCompletion: { _ in ends.ended.append("controller") },
                                             receiveValue: { _ in }).store(in: &tokens)
            controller = nil
            #expect(ends.ended.last == "controller")
        }

        @Test func createsResultStreamLastsAsLongAsTheControllerNotTheObserver() {
            let wireframe = LifetimeWireframe()
            var (controller, results): (LifetimeController?, Observable<String>) = wireframe.oneShot()
            var ended = false
            var values: [String] = []
            let token = results.sink(receiveCompletion: { _ in ended = true }, receiveValue: { values.append($0) })
            defer { token.cancel() }
            #expect(!ended, "the observer is gone, the controller is not: the stream goes on")
            #expect(controller.map { $0.rx.deallocated } != nil)
            controller = nil
            #expect(ended, "freeing the controller ends the stream")
            #expect(values.isEmpty, "a value sent before anyone subscribed is not kept (a PublishSubject)")
        }

        @Test func aNewViewsFrameIsZeroAndAPlainViewIsAnEmptyBox() {
            let view = View()
            #expect(view.frame == .zero)
            #expect(WidgetTree.render(view).hasPrefix("box"), "\(WidgetTree.render(view))")
            let parent = Container().children(view)
            #expect(view.frame == .zero, "not laid out yet")
            _ = parent
        }

        @Test func animateAppliesTheEndStateAtOnceAndCompletesAfterTheDuration() {
            let view = View()
            var completed: [Bool] = []
            View.animate(withDuration: 0.2, animations: { view.isHidden = true }, completion: { completed.append($0) })
            #expect(view.isHidden && completed.isEmpty)
            Interact.wait(seconds: 0.4)
            #expect(completed == [true])
            View.animate(withDuration: 0) { view.isHidden = false }
            #expect(!view.isHidden)
        }

        @Test func barButtonItemsAreTheNavigationItemsItems() throws {
            let controller = LifetimeController()
            var taps = 0
            controller.navigationItem.rightBarButtonItem = BarItem(title: "Add", style: .plain) { taps += 1 }
            controller.navigationItem.leftBarButtonItems = [BarItem(title: "Close", style: .done, action: { taps += 10 })]
            #expect(controller.navigationItem.trailingItems.count == 1 && controller.navigationItem.leadingItems.count == 1)
            let navigation = NavigationController(rootViewController: controller)
            let window = Window(controller: navigation)
            window.show()
            defer { window.close() }
            Interact.settle()
            try Interact.tap(#require(controller.navigationItem.rightBarButtonItem?.view as? Button))
            try Interact.tap(#require(controller.navigationItem.leftBarButtonItem?.view as? Button))
            #expect(taps == 11)
            #expect(WidgetTree.render(window).contains("\"Add\"") && WidgetTree.render(window).contains("\"Close\""))
            controller.navigationItem.rightBarButtonItems = nil
            #expect(controller.navigationItem.trailingItems.isEmpty)
        }
    }
}
