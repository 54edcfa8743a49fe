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

    /// Reloads the names: the header bar's Refresh button, F5 and Ctrl+R.
    public private(set) lazy var refreshCommand = Command("refresh", title: tr("Refresh"),
                                                         accelerators: ["F5", "<Primary>r"]) { [weak self] in
        self?.reload()
    }
    /// The row context menu's items, for the name the menu was opened on.
    public private(set) lazy var copyNameCommand = Command("copy-name", title: tr("Copy Name")) { [weak self] name in
        Clipboard.copy(name)
        self?.showToast(Toast(title: Localization.fill(tr("“%@” copied"), name)))
    }
    public private(set) lazy var showDetailsCommand = Command("show-details", title: tr("Show Details")) { [weak self] name in
        self?.reactions.displayName(name)
    }

    public init(dependencies: Dependencies, reactions: Reactions) {
        self.dependencies = dependencies
        self.reactions = reactions
        super.init(title: tr("Names"))
        commands = [refreshCommand, copyNameCommand, showDetailsCommand]
        navigationItem.trailingItems = [BarItem(iconName: "view-refresh-symbolic", label: tr("Refresh"), command: refreshCommand)]
        rootView.setRowContextMenu { [weak self] name in
            guard let self else { return nil }
            return Menu([MenuItem(showDetailsCommand, target: name)], [MenuItem(copyNameCommand, target: name)])
        }
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
