import Reactant

/// Shows the book the person picked; pushed onto the list's navigation.
public final class BookDetailController: ControllerBase<Book, BookDetailRootView> {
    public init(book: Book) {
        super.init(title: book.title)
        componentState = book
    }

    public override func update() {
        rootView.componentState = componentState
    }
}
