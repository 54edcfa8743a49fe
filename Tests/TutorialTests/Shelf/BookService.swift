/// Where the books come from. Controllers see only this protocol, so tests can hand them
/// their own shelf.
@MainActor
public protocol BookService: AnyObject {
    func books() -> [Book]
    @discardableResult
    func add(title: String, author: String) -> Book
}

/// Keeps the books in memory for as long as the app runs.
@MainActor
public final class MemoryBookService: BookService {
    private var shelf: [Book]

    public init(books: [Book] = []) {
        shelf = books
    }

    public func books() -> [Book] {
        shelf
    }

    public func add(title: String, author: String) -> Book {
        let book = Book(id: (shelf.map(\.id).max() ?? 0) + 1, title: title, author: author)
        shelf.append(book)
        return book
    }
}
