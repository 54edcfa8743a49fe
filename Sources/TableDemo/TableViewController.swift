import Reactant

public final class TableViewController: ControllerBase<Void, TableViewRootView> {
    public struct Dependencies {
        public let nameService: NameService
    }

    public struct Reactions {
        public let displayName: (String) -> Void
    }

    private let dependencies: Dependencies
    private let reactions: Reactions
    private var loading: Task<Void, Never>?

    public init(dependencies: Dependencies, reactions: Reactions) {
        self.dependencies = dependencies
        self.reactions = reactions
        super.init(title: tr("Names"))
    }

    isolated deinit { loading?.cancel() }

    public override func update() {
        reload()
    }

    public override func act(on action: TableViewAction<String, Void>) {
        switch action {
        case .selected(let name): reactions.displayName(name)
        case .refresh: reload()
        case .rowAction: break  // the name cells send nothing of their own
        }
    }

    /// Shows the spinner, asks the service, then shows its names or says there are none.
    /// The task runs on the main actor, inside GTK's main loop.
    private func reload() {
        loading?.cancel()
        rootView.componentState = .loading
        loading = Task { [weak self, service = dependencies.nameService] in
            let names = await service.names()
            guard let self, !Task.isCancelled else { return }
            rootView.componentState = names.isEmpty ? .empty(message: tr("No names to show.")) : .items(names)
        }
    }
}
