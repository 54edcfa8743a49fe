import Reactant

/// Builds the controllers and decides where each reaction leads.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule

    public init(module: DependencyModule) {
        self.module = module
    }

    public func entrypoint() -> Controller {
        NavigationController(root: bookListController())
    }

    private func bookListController() -> BookListController {
        create { _ in
            BookListController(bookService: self.module.bookService)
        }
    }
}
