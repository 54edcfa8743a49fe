import Reactant

/// A GNOME dialog: Cancel at the start of its header bar, Save at the end, Escape cancels.
public final class AddBookController: ControllerBase<Void, AddBookRootView> {
    public struct Reactions {
        public let saved: (Book) -> Void
        public let cancel: () -> Void
    }

    private let bookService: BookService
    private let reactions: Reactions

    public init(bookService: BookService, reactions: Reactions) {
        self.bookService = bookService
        self.reactions = reactions
        super.init(title: tr("Add Book"))
        dialogHeader = DialogHeader(form: rootView.form, cancel: rootView.cancelButton)
    }

    public override func act(on action: AddBookAction) {
        switch action {
        case .save(let title, let author):
            reactions.saved(bookService.add(title: title, author: author))
        case .cancel:
            reactions.cancel()
        }
    }
}
