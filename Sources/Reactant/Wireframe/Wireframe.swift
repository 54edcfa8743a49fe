/// Builds controllers and decides where they go. Controllers only know their `Dependencies`
/// and `Reactions`; the wireframe fills both in, so screens stay reusable and testable.
///
///     final class MainWireframe: Wireframe {
///         func entrypoint() -> Controller { greeter() }
///         private func greeter() -> GreeterController {
///             create { provider in
///                 GreeterController(reactions: .init(close: { provider.controller?.window?.close() }))
///             }
///         }
///     }
@MainActor
public protocol Wireframe: AnyObject {
    /// The first controller the app shows.
    func entrypoint() -> Controller
}

/// Hands a controller's reactions a weak way back to the controller they belong to, which
/// doesn't exist yet while the reactions are being written.
@MainActor
public final class FactoryProvider<C: Controller> {
    /// The controller being created; nil inside the factory and after the controller is gone.
    public fileprivate(set) weak var controller: C?

    /// The window showing the controller, when it is shown.
    public var window: Window? { controller?.window }

    /// The navigation controller the controller is in, as UIKit's `navigationController`.
    /// Nil, with a warning through `Diagnostics`, when the controller is gone or is in no
    /// navigation (popped, dismissed, or shown in a plain window): a reaction that fires then
    /// is usually a mistake, and `provider.navigation?.push(…)` then does nothing.
    public var navigation: NavigationController? {
        guard let controller else {
            Diagnostics.warning("provider.navigation: the controller was released; nothing to navigate from.")
            return nil
        }
        guard let navigation = controller.navigation else {
            if controller.window?.presentingWindow != nil, controller.window?.controller === controller {
                // The usual case: a reaction of a presented form wants to close it.
                Diagnostics.warning("provider.navigation: \(describeController(controller)) is presented in a window of its own, not in a navigation controller; to close it, call provider.controller?.dismiss().")
            } else {
                Diagnostics.warning("provider.navigation: \(describeController(controller)) is not in a navigation controller (popped, dismissed, or in a plain window).")
            }
            return nil
        }
        return navigation
    }

    fileprivate init() {}
}

extension Wireframe {
    /// Creates a controller with `factory`, giving the factory a provider whose `controller`
    /// points (weakly) at the result, so its reactions can refer to it without a cycle.
    public func create<C: Controller>(_ factory: (FactoryProvider<C>) -> C) -> C {
        let provider = FactoryProvider<C>()
        let controller = factory(provider)
        provider.controller = controller
        return controller
    }

    /// Creates a controller together with a stream of results it reports (Reactant's
    /// `create<T, U>`): the factory gets an observer to send results to from the controller's
    /// reactions, and the caller gets the controller and the stream. The stream lasts as long
    /// as the controller (Reactant's `takeUntil(controller.rx.deallocated)`): it ends when the
    /// controller is freed, however long copies of the observer live, or when a reaction
    /// calls `onCompleted()`.
    ///
    ///     let (picker, picked) = create { (provider, result: AnyObserver<Color>) in
    ///         ColorPickerController(reactions: .init(picked: { result.onNext($0) }))
    ///     }
    public func create<C: Controller, Result>(
        _ factory: (FactoryProvider<C>, AnyObserver<Result>) -> C
    ) -> (C, Observable<Result>) {
        let provider = FactoryProvider<C>()
        let subject = PassthroughSubject<Result, Never>()
        let controller = factory(provider, AnyObserver(subject))
        provider.controller = controller
        return (controller, subject.prefix(untilOutputFrom: controller.rx.deallocated).eraseToAnyPublisher())
    }
}
