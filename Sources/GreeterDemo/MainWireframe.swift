import Reactant

/// Builds the Greeter's controllers from a dependency module.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule

    public init(module: DependencyModule) {
        self.module = module
    }

    public func entrypoint() -> Controller {
        greeter(language: .english)
    }

    private func greeter(language: GreeterService.Language) -> GreeterController {
        create { _ in
            let dependencies = GreeterController.Dependencies(
                greeterService: { [module] language in module.greeterService(language: language) }
            )
            return GreeterController(dependencies: dependencies, language: language)
        }
    }
}
