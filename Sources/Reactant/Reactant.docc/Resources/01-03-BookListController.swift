import Reactant

/// The first screen: every book on the shelf.
public final class BookListController: ControllerBase<[Book], BookListRootView> {
    private let bookService: BookService

    public init(bookService: BookService) {
        self.bookService = bookService
        super.init(title: tr("Shelf"))
        reload()
    }

    /// Reads the shelf again.
    public func reload() {
        componentState = bookService.books()
    }

    public override func update() {
        rootView.componentState = componentState.isEmpty
            ? .empty(message: tr("No books yet."))
            : .items(componentState)
    }
}
