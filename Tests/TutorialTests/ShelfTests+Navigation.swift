import Reactant
import ReactantTesting
import Testing

/// The page and the dialog, driven as a person drives them: a row clicked, Back, Ctrl+N,
/// typing, Save and Escape. An extension of `ShelfTests`, so these tests are in its suite.
extension ShelfTests {
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
        let (dialog, add) = try openAddBookDialog(over: window)
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
        let (dialog, _) = try openAddBookDialog(over: window)
        Interact.press(.escape, in: dialog)
        #expect(!dialog.isShown)
        #expect(module.bookService.books().count == 1)
    }

    /// Presses Ctrl+N in Shelf's window and returns the Add Book dialog it opens.
    private func openAddBookDialog(over window: Window) throws -> (Window, AddBookController) {
        try Interact.press(accelerator: "<Primary>n", in: window)
        let dialog = try #require(Window.onScreen.last { $0 !== window && $0.isShown })
        return (dialog, try #require(dialog.controller as? AddBookController))
    }
}
