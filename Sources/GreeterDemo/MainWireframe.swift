import Reactant

/// Builds the Greeter's controllers from a dependency module.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule
    public init(module: DependencyModule) {
        self.module = module
    }

    /// The Greeter in a navigation window, whose header bar shows its title.
    public func entrypoint() -> Controller {
        NavigationController(root: greeter(language: .english))
    }

    private func greeter(language: GreeterService.Language) -> GreeterController {
        create { provider in
            let dependencies = GreeterController.Dependencies(
                greeterService: { [module] language in module.greeterService(language: language) }
            )
            let reactions = GreeterController.Reactions(openSignUp: {
                provider.navigation?.present(controller: self.signUp())
            })
            return GreeterController(dependencies: dependencies, reactions: reactions, language: language)
        }
    }

    private func signUp() -> SignUpController {
        create { provider in
            let reactions = SignUpController.Reactions(
                // The account would go to an account service; the demo only closes the form.
                signedUp: { _ in provider.controller?.dismiss() },
                cancel: { provider.controller?.dismiss() }
            )
            return SignUpController(reactions: reactions)
        }
    }
}
