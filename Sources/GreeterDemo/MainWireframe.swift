import Reactant

/// Builds the Greeter's controllers from a dependency module.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule
    /// Windows this wireframe opened besides the app's first one, kept alive while shown.
    private(set) var extraWindows: [Window] = []

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
            let reactions = GreeterController.Reactions(openSignUp: {
                // Until navigation lands this is the one line to change, to:
                // provider.navigation?.present(controller: self.signUp())
                self.showInNewWindow(self.signUp())
            })
            return GreeterController(dependencies: dependencies, reactions: reactions, language: language)
        }
    }

    private func signUp() -> SignUpController {
        create { provider in
            let reactions = SignUpController.Reactions(
                // The account would go to an account service; the demo only closes the form.
                signedUp: { _ in provider.window?.close() },
                cancel: { provider.window?.close() }
            )
            return SignUpController(reactions: reactions)
        }
    }

    /// Stands in for `present` until navigation exists: a second top-level window.
    private func showInNewWindow(_ controller: Controller) {
        extraWindows.removeAll { !$0.isShown }
        let window = Window(controller: controller)
        window.defaultSize = (width: 400, height: 360)
        window.show()
        extraWindows.append(window)
    }
}
