import Reactant
import ReactantTesting
import Testing
@testable import Shelf

/// A shelf the test fills.
@MainActor
final class TestModule: DependencyModule {
    let bookService: BookService

    init(books: [Book] = [Book(id: 1, title: "Solaris", author: "Stanisław Lem")]) {
        bookService = MemoryBookService(books: books)
    }
}

/// The tutorial's tests: `swift test` runs them headless, `REACTANT_TEST_BACKEND=gtk
/// xvfb-run -a swift test` on real GTK widgets with real key and pointer events.
@Suite(.uiSerialized) @MainActor
struct ShelfTests {
    init() throws { try TestBackend.start() }

    /// Opens Shelf's window on the shelf of `module`, as the app opens it. Not private: the
    /// suite's extensions in other files use it too.
    func openWindow(module: TestModule) throws -> (Window, NavigationController, BookListController) {
        let window = ShelfApp.launcher.openWindow { MainWireframe(module: module).entrypoint() }
        let navigation = try #require(window.controller as? NavigationController)
        let list = try #require(navigation.rootController as? BookListController)
        return (window, navigation, list)
    }

    @Test func theListShowsTheShelf() throws {
        let (window, _, list) = try openWindow(module: TestModule())
        defer { window.close() }
        #expect(list.rootView.componentState == .items([Book(id: 1, title: "Solaris", author: "Stanisław Lem")]))
        #expect(WindowStack.headerBar(of: window) == "| Shelf | [Add Book] [Main Menu]")
    }

    @Test func anEmptyShelfSaysHowToAddABook() throws {
        let (window, _, list) = try openWindow(module: TestModule(books: []))
        defer { window.close() }
        #expect(list.rootView.componentState == .empty(message: "No books yet. Add one with Ctrl+N."))
    }
}
