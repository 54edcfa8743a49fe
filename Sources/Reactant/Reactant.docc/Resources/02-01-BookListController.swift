import Reactant

/// The first screen: every book on the shelf.
public final class BookListController: ControllerBase<[Book], BookListRootView> {
    public struct Reactions {
        public let openBook: (Book) -> Void
    }

    private let bookService: BookService
    private let reactions: Reactions

    public init(bookService: BookService, reactions: Reactions) {
        self.bookService = bookService
        self.reactions = reactions
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

    public override func act(on action: TableViewAction<Book, Void>) {
        switch action {
        case .selected(let book): reactions.openBook(book)
        case .refresh: reload()
        case .rowAction: break  // a BookCell sends nothing of its own
        }
    }
}
