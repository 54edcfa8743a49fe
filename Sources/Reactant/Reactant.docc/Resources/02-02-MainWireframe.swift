import Reactant

/// Builds the controllers and decides where each reaction leads: a book is pushed, the
/// add-book dialog is presented.
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
                },
                addBook: {
                    provider.navigation?.present(controller: self.addBookController(
                        saved: { provider.controller?.reload() }))
                }
            ))
        }
    }

    private func bookDetailController(book: Book) -> BookDetailController {
        create { _ in BookDetailController(book: book) }
    }

    private func addBookController(saved: @escaping () -> Void) -> AddBookController {
        create { provider in
            AddBookController(bookService: self.module.bookService, reactions: .init(
                saved: { _ in
                    provider.controller?.dismiss()
                    saved()
                },
                cancel: { provider.controller?.dismiss() }
            ))
        }
    }
}
