import Reactant

/// The first screen: every book on the shelf, and a command to add one.
public final class BookListController: ControllerBase<[Book], BookListRootView> {
    public struct Reactions {
        public let openBook: (Book) -> Void
        public let addBook: () -> Void
    }

    private let bookService: BookService
    private let reactions: Reactions

    /// Ctrl+N, the header bar's + button, and the primary menu's "Add Book".
    public private(set) lazy var addCommand = Command("add-book", title: tr("Add Book"),
                                                      accelerators: ["<Primary>n"]) { [weak self] in
        self?.reactions.addBook()
    }

    public init(bookService: BookService, reactions: Reactions) {
        self.bookService = bookService
        self.reactions = reactions
        super.init(title: tr("Shelf"))
        commands = [addCommand]
        navigationItem.trailingItems = [BarItem(iconName: "list-add-symbolic", label: tr("Add Book"),
                                                command: addCommand)]
        reload()
    }

    /// Reads the shelf again, after a book was added.
    public func reload() {
        componentState = bookService.books()
    }

    public override func update() {
        rootView.componentState = componentState.isEmpty
            ? .empty(message: tr("No books yet. Add one with Ctrl+N."))
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
