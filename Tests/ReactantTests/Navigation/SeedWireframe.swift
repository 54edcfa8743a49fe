import Reactant

/// The seed's MainWireframe, ported: main → push a name list (a stand-in for the seed's table
/// view) → present a name alert → close it.
final class SeedWireframe: Wireframe {
    let names: [String]
    private(set) weak var lastAlert: AlertController?

    init(names: [String] = ["Ann", "Bob"]) {
        self.names = names
    }

    func entrypoint() -> Controller {
        NavigationController(root: mainController())
    }

    private func mainController() -> SeedHomeController {
        create { provider in
            let reactions = SeedHomeController.Reactions(openTable: {
                provider.navigation?.push(controller: self.tableViewController())
            })
            return SeedHomeController(reactions: reactions)
        }
    }

    private func tableViewController() -> NameListController {
        create { provider in
            let reactions = NameListController.Reactions(displayName: { name in
                provider.navigation?.present(controller: self.nameAlertController(name: name))
            })
            return NameListController(names: names, reactions: reactions)
        }
    }

    private func nameAlertController(name: String) -> AlertController {
        let controller = AlertController(title: "This is a name", message: name)
        controller.addAction(AlertAction(title: "Close", style: .cancel, handler: { _ in controller.dismiss() }))
        lastAlert = controller
        return controller
    }
}

enum SeedHomeAction { case openTable }

final class SeedHomeRootView: ViewBase<Void, SeedHomeAction>, RootView {
    let openButton = Button(title: "Open table")
    override var actions: [Observable<SeedHomeAction>] { [openButton.tap.rewrite(with: .openTable)] }
    override func loadView() { children(openButton) }
}

final class SeedHomeController: ControllerBase<Void, SeedHomeRootView> {
    struct Reactions {
        let openTable: () -> Void
    }

    private let reactions: Reactions

    init(reactions: Reactions) {
        self.reactions = reactions
        super.init(title: "Main")
    }

    override func act(on action: SeedHomeAction) {
        switch action {
        case .openTable: reactions.openTable()
        }
    }
}

/// One button per name; a tap selects the name (what the seed's table does with a row).
final class NameListRootView: ViewBase<[String], String> {
    private(set) var buttons: [Button] = []
    private let selection = PassthroughSubject<String, Never>()

    override var actions: [Observable<String>] { [selection.eraseToAnyPublisher()] }

    override func update() {
        for button in buttons { remove(button) }
        buttons = componentState.map { name in
            let button = Button(title: name)
            button.tap.sink { [weak self] in self?.selection.send(name) }.store(in: &stateCancellables)
            return button
        }
        children(buttons)
    }
}

final class NameListController: ControllerBase<Void, NameListRootView> {
    struct Reactions {
        let displayName: (String) -> Void
    }

    private let reactions: Reactions

    init(names: [String], reactions: Reactions) {
        self.reactions = reactions
        super.init(title: "Names", root: NameListRootView())
        rootView.componentState = names
    }

    override func act(on action: String) {
        reactions.displayName(action)
    }
}
