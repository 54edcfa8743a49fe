/// What `present(controller:)` and `branchNavigation(controller:closeButtonTitle:)` give back:
/// whether the controller was presented, and streams for when its window is shown and closed.
///
///     provider.navigation?.present(controller: alert).shown.sink { ... }
@MainActor
public final class Presentation {
    /// The controller presented; nil when the presentation was refused.
    public let controller: Controller?
    /// The modal window it is shown in; nil when refused or once closed and released.
    public private(set) weak var window: Window?

    init(controller: Controller?, window: Window?) {
        self.controller = controller
        self.window = window
    }

    /// False when the presentation was refused (the reason went to `Diagnostics`).
    public var isPresented: Bool { controller != nil }

    /// Emits once the window is on screen, at once if it already is, then finishes. A refused
    /// presentation finishes without a value.
    public var shown: Observable<Void> {
        window?.shown ?? Empty().eraseToAnyPublisher()
    }
}
