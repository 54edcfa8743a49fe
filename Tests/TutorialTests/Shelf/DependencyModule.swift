/// Decides which service implementations the app uses; tests pass their own module.
@MainActor
public protocol DependencyModule: AnyObject {
    var bookService: BookService { get }
}

/// The services the running app uses.
@MainActor
public final class ApplicationModule: DependencyModule {
    public init() {}
    public let bookService: BookService = MemoryBookService(books: [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(id: 2, title: "Solaris", author: "Stanisław Lem"),
    ])
}
