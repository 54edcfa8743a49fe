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

    private func openWindow(module: TestModule) throws -> (Window, NavigationController, BookListController) {
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

    @Test func choosingABookPushesItsPage() throws {
        let (window, navigation, list) = try openWindow(module: TestModule())
        defer { window.close() }
        try Interact.tapRow(0, in: list.rootView)
        #expect(WindowStack.navigationTitles(navigation) == ["Shelf", "Solaris"])
        let detail = try #require(navigation.topController as? BookDetailController)
        #expect(detail.rootView.author.text == "by Stanisław Lem")
        try Interact.pressBack(in: window)
        #expect(WindowStack.navigationTitles(navigation) == ["Shelf"])
    }

    @Test func ctrlNAddsABookThroughTheDialog() throws {
        let module = TestModule()
        let (window, _, list) = try openWindow(module: module)
        defer { window.close() }
        try Interact.press(accelerator: "<Primary>n", in: window)
        let dialog = try #require(Window.onScreen.last { $0 !== window && $0.isShown })
        let add = try #require(dialog.controller as? AddBookController)
        #expect(!add.rootView.saveButton.isEnabled)
        try Interact.type("Roadside Picnic", into: add.rootView.titleField.textField)
        try Interact.type("Arkady and Boris Strugatsky", into: add.rootView.authorField.textField)
        try Interact.tapHeaderButton("Save", in: dialog)
        #expect(!dialog.isShown)
        #expect(module.bookService.books().map(\.title) == ["Solaris", "Roadside Picnic"])
        #expect(list.rootView.componentState == .items(module.bookService.books()))
    }

    @Test func escapeCancelsTheDialog() throws {
        let module = TestModule()
        let (window, _, _) = try openWindow(module: module)
        defer { window.close() }
        try Interact.press(accelerator: "<Primary>n", in: window)
        let dialog = try #require(Window.onScreen.last { $0 !== window && $0.isShown })
        Interact.press(.escape, in: dialog)
        #expect(!dialog.isShown)
        #expect(module.bookService.books().count == 1)
    }
}
