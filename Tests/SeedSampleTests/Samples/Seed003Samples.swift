// Seed 003 (Wireframe): every Swift code block, each in a namespace of its own
// (`Seed003.BlockN`, N counting Swift blocks only). Between the BEGIN and END marks the
// text is the seed's, with UIKit types renamed and the edits listed in RENAMES.md;
// indentation aside. Generated from the seed text; what a block needs that the seeds
// never show (services, modules) is in SeedContext.swift.
import Foundation
import Reactant

enum Seed003 {}

// Seed 003, Swift block 1 of 4 (code block 1 of the seed)
extension Seed003 {
    enum Block1 {
        // BEGIN seed 003, Swift block 1
        final class MainViewController: ControllerBase<Void, MainRootView> {

            // Define Reactions
            struct Reactions {
                let openTable: () -> Void
            }

            private let reactions: Reactions

            init(reactions: Reactions) {
                self.reactions = reactions
                // this needs to be called like this, because of a bug in Swift
                super.init(title: "Main")

                // set inital state of RootView
                rootView.componentState = Date()
            }

            override func update() {
                // do nothing since this controller has void state
            }

            // Act according to action from RootView
            override func act(on action: MainRootView.ActionType) {
                switch action {
                case .updateLabel:
                    // when this action is sent from RootView, set new state to RootView's componentState
                    rootView.componentState = Date()
                    break
                case .openTable:
                    // when this action is sent from RootView, call function openTable defined in reactions
                    reactions.openTable()
                    break
                }
            }
        }
        // END
    }
}

// Seed 003, Swift block 2 of 4 (code block 2 of the seed)
extension Seed003 {
    enum Block2 {
        // BEGIN seed 003, Swift block 2
        class TableViewController: ControllerBase<Void, TableViewRootView> {

            struct Dependencies {
                let nameService: NameService
            }

            struct Reactions {
                let displayName: (String) -> Void
            }

            private let dependencies: Dependencies
            private let reactions: Reactions

            init(dependencies: Dependencies, reactions: Reactions) {
                self.dependencies = dependencies
                self.reactions = reactions
                super.init()
            }

            override func update() {
                rootView.componentState = .items(dependencies.nameService.names())
            }

            override func act(on action: TableViewRootView.ActionType) {
                switch action {
                case .selected(let name):
                    reactions.displayName(name)
                default:
                    break
                }
            }
        }
        // END
    }
}

// Seed 003, Swift block 3 of 4 (code block 3 of the seed)
extension Seed003 {
    enum Block3 {
        // BEGIN seed 003, Swift block 3
        class MainWireframe: Wireframe {

            private let dependencyModule: DependencyModule

            init(dependencyModule: DependencyModule) {
                self.dependencyModule = dependencyModule
            }

            func entrypoint() -> Controller {
                return NavigationController(rootViewController: mainController())
            }

            private func mainController() -> Controller {
                return create { provider in
                    let reactions = MainViewController.Reactions(openTable: {
                        provider.navigation?.push(controller: self.tableViewController())
                    })

                    return MainViewController(reactions: reactions)
                }
            }

            private func tableViewController() -> Controller {
                return create { provider in
                    let dependencies = TableViewController.Dependencies(nameService: dependencyModule.nameService)
                    let reactions = TableViewController.Reactions(displayName: { name in
                        provider.navigation?.present(controller: self.nameAlertController(name: name))
                    })
                    return TableViewController(dependencies: dependencies, reactions: reactions)
                }
            }

            private func nameAlertController(name: String) -> Controller {
                let controller = AlertController(title: "This is a name", message: name, preferredStyle: .actionSheet)
                controller.addAction(AlertAction(title: "Close", style: .cancel, handler: { _ in controller.dismiss() }))
                return controller
            }
        }
        // END
    }
}

// Seed 003, Swift block 4 of 4 (code block 4 of the seed)
extension Seed003 {
    enum Block4 {
        /// Context: the snippet is the body of the app delegate's launch method; creating the
        /// window before it and showing it after it is the app start.
        final class AppDelegate: ApplicationDelegate {
            var window: Window?

            func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [LaunchOptionsKey: Any]?) -> Bool {
                window = Window()
        // BEGIN seed 003, Swift block 4
        let module = AppModule()

        let wireframe = MainWireframe(dependencyModule: module)

        window?.rootViewController = wireframe.entrypoint()
        // END
                window?.makeKeyAndVisible()
                return true
            }
        }
    }
}
