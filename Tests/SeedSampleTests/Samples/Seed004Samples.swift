// Seed 004 (Architecture walkthrough): every Swift code block, each in a namespace of its own
// (`Seed004.BlockN`, N counting Swift blocks only). Between the BEGIN and END marks the
// text is the seed's, with UIKit types renamed and the edits listed in RENAMES.md;
// indentation aside. Generated from the seed text; what a block needs that the seeds
// never show (services, modules) is in SeedContext.swift.
import Foundation
import Reactant

enum Seed004 {}

// Seed 004, Swift block 1 of 8 (code block 3 of the seed)
extension Seed004 {
    enum Block1 {
        // BEGIN seed 004, Swift block 1
        // GreeterRootView.swift

        enum GreeterAction {
            case greetingChanged(String)
        }

        final class GreeterRootView: ViewBase<(greeting: String, name: String), GreeterAction>, RootView {
            override var actions: [Observable<GreeterAction>] {
                return [
                    nameField.action.map(GreeterAction.greetingChanged)
                ]
            }

            private let greeting = Label()
            private let nameField = TextField()

            override func update() {
                greeting.text = componentState.greeting
                nameField.componentState = componentState.name
            }

            override func loadView() {
                children(
                    greeting,
                    nameField
                )

                backgroundColor = .white
                greeting.textColor = .red
                nameField.placeholder = "Name to greet"
            }

            override func setupConstraints() {
                greeting.snp.makeConstraints { make in
                    make.left.top.right.equalToSuperview().inset(20)
                }

                nameField.snp.makeConstraints { make in
                    make.top.equalTo(greeting.snp.bottom).offset(10)
                    make.left.right.equalToSuperview().inset(20)
                    make.height.equalTo(50)
                }
            }
        }
        // END
    }
}

// Seed 004, Swift block 2 of 8 (code block 4 of the seed)
extension Seed004 {
    enum Block2 {
        // BEGIN seed 004, Swift block 2
        // GreeterController.swift

        final class GreeterController: ControllerBase<Void, GreeterRootView> {
            init() {
                super.init(title: "Greeter")

                // An initial state for our rootView
                rootView.componentState = (greeting: "" , name: "")
            }

            // Act on actions produced from RootView
            override func act(on action: GreeterAction) {
                switch action {
                case .greetingChanged(let greeting):
                    rootView.componentState = (greeting: "Hello \(greeting)!", name: greeting)
                }
            }
        }
        // END
    }
}

// Seed 004, Swift block 3 of 8 (code block 5 of the seed)
extension Seed004 {
    enum Block3 {
        // BEGIN seed 004, Swift block 3

        final class ExampleController: ControllerBase<Void, ExampleRootView> {
            struct Dependencies {
                let someService: SomeService
            }
            struct Properties {
                let userAccount: UserAccount
            }
            struct Reactions {
                let openSettings: () -> Void
            }

            private let dependencies: Dependencies
            private let properties: Properties
            private let reactions: Reactions

            init(dependencies: Dependencies, properties: Properties, reactions: Reactions) {
                self.dependencies = dependencies
                self.properties = properties
                self.reactions = reactions
                super.init()
            }
        }
        // END
    }
}

// Seed 004, Swift block 4 of 8 (code block 6 of the seed)
extension Seed004 {
    enum Block4 {
        // BEGIN seed 004, Swift block 4
        // GreeterService.swift
        class GreeterService {
            enum Language {
                case english
                case spanish
            }

            private let language: Language

            init(language: Language) {
                self.language = language
            }

            func greet(user: String) -> String {
                // We are not greeting an empty string
                guard !user.isEmpty else { return "" }
                switch language {
                case .english:
                    return "Hello \(user)!"
                case .spanish:
                    return "¡Hola \(user)!"
                }
            }
        }
        // END
    }
}

// Seed 004, Swift block 5 of 8 (code block 7 of the seed)
extension Seed004 {
    enum Block5 {
        // BEGIN seed 004, Swift block 5
        // DependencyModule.swift
        protocol DependencyModule {
            var userService: UserService { get }
            var anotherService: AnotherService { get }

            func greeterService(language: GreeterService.Language) -> GreeterService
        }

        // ApplicationModule.swift (in Application target)
        final class ApplicationModule: DependencyModule {
            let userService: UserService = AnUserServiceImplementation()
            var anotherService: AnotherService {
                return AnAnotherServiceImplementation()
            }

            func greeterService(language: GreeterService.Language) -> GreeterService {
                return GreeterService(language: language)
            }
        }

        // TestModule.swift (in Test target)
        final class TestModule: DependencyModule {
            var userService: UserService {
                return StubUserService()
            }
            var anotherService: AnotherService {
                return StubAnotherService()
            }

            func greeterService(language: GreeterService.Language) -> GreeterService {
                return StubGreeterService(language: language)
            }
        }
        // END
    }
}

// Seed 004, Swift block 6 of 8 (code block 8 of the seed)
extension Seed004 {
    enum Block6 {
        // BEGIN seed 004, Swift block 6
        // GreeterController.swift

        final class GreeterController: ControllerBase<String, GreeterRootView> {
            struct Dependencies {
                let greeterService: GreeterService
            }
            struct Reactions {
                let openUrl: (URL) -> Void
            }

            private let dependencies: Dependencies
            private let reactions: Reactions

            init(dependencies: Dependencies, reactions: Reactions) {
                self.dependencies = dependencies
                self.reactions = reactions

                super.init(title: "Greeter")

                // Set Controller's initial state
                componentState = ""
            }

            override func update() {
                rootView.componentState = (greeting: dependencies.greeterService.greet(user: componentState),
                                           name: componentState)
            }

            // Act on actions produced from RootView
            override func act(on action: GreeterAction) {
                switch action {
                case .greetingChanged(let greeting):
                    componentState = greeting

                    if greeting == "Reactant" {
                        reactions.openUrl(URL(string: "http://reactant.tech")!)
                    }
                }
            }
        }
        // END
    }
}

// Seed 004, Swift block 7 of 8 (code block 9 of the seed)
extension Seed004 {
    enum Block7 {
        // BEGIN seed 004, Swift block 7
        // MainWireframe.swift

        final class MainWireframe: Wireframe {
            private let module: DependencyModule

            init(module: DependencyModule) {
                self.module = module
            }

            func entrypoint() -> Controller {
                return greeter(language: .english)
            }

            private func greeter(language: GreeterService.Language) -> GreeterController {
                return create { _ in
                    let dependencies = GreeterController.Dependencies(
                        greeterService: module.greeterService(language: language)
                    )
                    let reactions = GreeterController.Reactions(
                        openUrl: { url in
                            Application.shared.open(url)
                        }
                    )
                    return GreeterController(dependencies: dependencies, reactions: reactions)
                }
            }
        }
        // END
    }
}

// Seed 004, Swift block 8 of 8 (code block 10 of the seed)
extension Seed004 {
    enum Block8 {
        // BEGIN seed 004, Swift block 8
        // AppDelegate.swift

        class AppDelegate : ApplicationDelegate {
            var window : Window?

            private let module = ApplicationModule()

            func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [LaunchOptionsKey : Any]?) -> Bool {
                let window = Window()
                let wireframe = MainWireframe(module: module)
                window.rootViewController = wireframe.entrypoint()
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }
        // END
    }
}
