import Reactant

/// Builds the table demo's controllers and navigates between them, as the seeds' wireframe:
/// the main screen in a navigation window, the names table pushed onto it, a picked name
/// presented as an alert, and the same table in a branch of its own.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule

    public init(module: DependencyModule) {
        self.module = module
    }

    public func entrypoint() -> Controller {
        NavigationController(root: mainController())
    }

    private func mainController() -> MainViewController {
        create { provider in
            MainViewController(reactions: .init(
                openTable: {
                    provider.navigation?.push(controller: self.tableViewController(service: self.module.nameService))
                },
                openEmptyTable: {
                    provider.navigation?.push(controller: self.tableViewController(service: self.module.emptyNameService))
                },
                openBranch: {
                    provider.navigation?.branchNavigation(
                        controller: self.tableViewController(service: self.module.nameService),
                        closeButtonTitle: tr("Close"))
                }
            ), clock: self.module.clock)
        }
    }

    func tableViewController(service: NameService) -> TableViewController {
        create { provider in
            let dependencies = TableViewController.Dependencies(nameService: service)
            let reactions = TableViewController.Reactions(displayName: { name in
                provider.navigation?.present(controller: self.nameAlertController(name: name))
            })
            return TableViewController(dependencies: dependencies, reactions: reactions)
        }
    }

    private func nameAlertController(name: String) -> AlertController {
        let controller = AlertController(title: tr("This is a name"), message: name)
        controller.addAction(AlertAction(title: tr("Close"), style: .cancel))
        return controller
    }
}
