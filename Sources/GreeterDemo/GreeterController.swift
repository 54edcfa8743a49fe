import Reactant

/// Greets whoever the person types, in the language they pick.
public final class GreeterController: ControllerBase<GreeterController.State, GreeterRootView> {
    public struct State: Equatable, Sendable {
        public var name = ""
        public var language = GreeterService.Language.english
    }

    public struct Dependencies {
        /// A greeter for a language (the dependency module decides which implementation).
        public let greeterService: (GreeterService.Language) -> GreeterService

        public init(greeterService: @escaping (GreeterService.Language) -> GreeterService) {
            self.greeterService = greeterService
        }
    }

    public struct Reactions {
        /// The person asked to create an account.
        public let openSignUp: () -> Void

        public init(openSignUp: @escaping () -> Void) {
            self.openSignUp = openSignUp
        }
    }

    private let dependencies: Dependencies
    private let reactions: Reactions

    public init(dependencies: Dependencies, reactions: Reactions, language: GreeterService.Language = .english) {
        self.dependencies = dependencies
        self.reactions = reactions
        super.init(title: tr("Greeter"))
        componentState = State(name: "", language: language)
    }

    public override func update() {
        let service = dependencies.greeterService(componentState.language)
        rootView.componentState = GreeterViewState(
            greeting: service.greet(user: componentState.name),
            name: componentState.name,
            language: componentState.language
        )
    }

    public override func act(on action: GreeterAction) {
        switch action {
        case .greetingChanged(let name):
            componentState.name = name
        case .languageChanged(let language):
            componentState.language = language
        case .openSignUp:
            reactions.openSignUp()
        }
    }
}
