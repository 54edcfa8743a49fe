import Reactant

/// Builds the app's controllers and wires their dependencies.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule

    public init(module: DependencyModule) {
        self.module = module
    }

    /// A navigation window: a GNOME header bar with the controller's title and the primary
    /// menu (Keyboard Shortcuts, About, Quit); push further controllers onto it.
    public func entrypoint() -> Controller {
        NavigationController(root: mainController())
    }

    private func mainController() -> MainController {
        create { _ in MainController(clock: self.module.clock) }
    }
}
