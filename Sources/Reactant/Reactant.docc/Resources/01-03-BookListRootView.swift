import Reactant

/// The shelf as a table: its state says what to show (`.items`, `.empty`, `.loading`), its
/// actions say which book the person chose.
public final class BookListRootView: PlainTableView<BookCell>, RootView {
    public init() {
        super.init(cellFactory: BookCell.init)
    }
}
