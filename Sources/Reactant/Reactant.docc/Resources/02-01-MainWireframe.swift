import Reactant

/// Builds the controllers and decides where each reaction leads: a book is pushed.
public final class MainWireframe: Wireframe {
    private let module: DependencyModule

    public init(module: DependencyModule) {
        self.module = module
    }

    public func entrypoint() -> Controller {
        NavigationController(root: bookListController())
    }

    private func bookListController() -> BookListController {
        create { provider in
            BookListController(bookService: self.module.bookService, reactions: .init(
                openBook: { book in
                    provider.navigation?.push(controller: self.bookDetailController(book: book))
                }
            ))
        }
    }

    private func bookDetailController(book: Book) -> BookDetailController {
        create { _ in BookDetailController(book: book) }
    }
}
