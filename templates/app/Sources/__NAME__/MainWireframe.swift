import Reactant

/// Builds the app's controllers and wires their dependencies.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule

    public init(module: DependencyModule) {
        self.module = module
    }

    public func entrypoint() -> Controller {
        create { _ in MainController(clock: self.module.clock) }
    }
}
