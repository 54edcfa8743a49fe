import Reactant

/// Builds the table demo's controllers. Navigation (push, present, branchNavigation) is not
/// on this branch yet, so each screen opens in its own top-level window; with navigation the
/// marked lines become `provider.navigation?.push(controller:)` / `present(controller:)`.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule
    /// Windows opened besides the first one, kept while shown.
    private(set) var extraWindows: [Window] = []

    public init(module: DependencyModule) {
        self.module = module
    }

    public func entrypoint() -> Controller { mainController() }

    private func mainController() -> MainViewController {
        create { _ in
            MainViewController(reactions: .init(
                openTable: { self.show(self.tableViewController(service: self.module.nameService)) },  // push
                openEmptyTable: { self.show(self.tableViewController(service: self.module.emptyNameService)) }  // push
            ))
        }
    }

    func tableViewController(service: NameService) -> TableViewController {
        create { _ in
            let dependencies = TableViewController.Dependencies(nameService: service)
            let reactions = TableViewController.Reactions(displayName: { name in
                self.show(self.nameAlertController(name: name))  // present
            })
            return TableViewController(dependencies: dependencies, reactions: reactions)
        }
    }

    private func nameAlertController(name: String) -> NameAlertController {
        create { provider in
            NameAlertController(name: name, close: { provider.window?.close() })
        }
    }

    /// Stands in for push and present until navigation exists: a new top-level window.
    private func show(_ controller: Controller) {
        extraWindows.removeAll { !$0.isShown }
        let window = Window(controller: controller)
        window.defaultSize = (width: 360, height: 420)
        window.show()
        extraWindows.append(window)
    }
}
