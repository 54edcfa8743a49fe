import Reactant

/// The first screen: every book on the shelf, and a button to add one.
public final class BookListController: ControllerBase<[Book], BookListRootView> {
    public struct Reactions {
        public let openBook: (Book) -> Void
        public let addBook: () -> Void
    }

    private let bookService: BookService
    private let reactions: Reactions

    public init(bookService: BookService, reactions: Reactions) {
        self.bookService = bookService
        self.reactions = reactions
        super.init(title: tr("Shelf"))
        navigationItem.trailingItems = [BarItem(iconName: "list-add-symbolic", label: tr("Add Book")) { [weak self] in
            self?.reactions.addBook()
        }]
        reload()
    }

    /// Reads the shelf again, after a book was added.
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
