import Foundation
import Reactant
import ReactantTesting
import Testing

/// The notes app of NotesApp.swift (a Reactant app ported by renames only), driven as a
/// person would on both backends: add a note, edit it from the list, see the list follow.
@Suite(.uiSerialized) @MainActor
struct NotesAppTests {
    init() throws { try TestBackend.start() }

    private func barButton(_ item: BarItem?) throws -> Button {
        try #require(item?.view as? Button)
    }

    @Test func addingAndEditingANoteGoesThroughTheListTheEditorTheWireframeAndTheService() throws {
        let service = NoteService()
        let wireframe = NotesWireframe(noteService: service)
        let navigation = try #require(wireframe.entrypoint() as? NavigationController)
        let window = Window(controller: navigation)
        window.defaultSize = (400, 500)
        window.show()
        defer { window.close() }
        Interact.settle()

        let list = try #require(navigation.topController as? NoteListController)
        #expect(list.rootView.componentState == .empty(message: "No notes yet"))
        #expect(list.rootView.countLabel.text == "0 notes", "the footer view shows under the rows")

        // Add: the list's Add item pushes an editor for a new note.
        try Interact.tap(barButton(list.navigationItem.rightBarButtonItem))
        let editor = try #require(navigation.topController as? NoteEditorController)
        #expect(editor.title == "New Note")
        try Interact.type("Groceries", into: editor.rootView.titleField)
        try Interact.type("Milk, eggs", into: editor.rootView.bodyView)
        #expect(editor.componentState.title == "Groceries" && editor.componentState.body == "Milk, eggs")
        #expect(editor.title == "New Note", "the title follows the field 300 ms after the last key")
        Interact.wait(seconds: 0.5)
        #expect(editor.title == "Groceries")
        let save = try barButton(editor.navigationItem.rightBarButtonItem)
        #expect(save.styleClasses.contains("suggested-action"), ".done is the suggested action")
        try Interact.tap(save)

        // Saved through the wireframe's result stream into the service; the editor is popped.
        #expect(navigation.topController === list)
        #expect(service.saveCount == 1)
        guard case .items(let notes) = list.rootView.componentState else {
            Issue.record("the list shows no rows: \(list.rootView.componentState)")
            return
        }
        #expect(notes.map(\.title) == ["Groceries"] && notes.map(\.body) == ["Milk, eggs"])
        #expect(list.rootView.countLabel.text == "1 note")
        Interact.settle()
        let cell = try #require(list.rootView.cellForRow(at: 0) as? NoteCell)
        #expect(cell.frame.height >= 64, "rowHeight is the cell's height")
        #expect(!cell.isSelectedNow)

        // Edit: tapping the row highlights and selects its cell, and pushes its editor.
        try Interact.tapRow(0, in: list.rootView)
        #expect(cell.highlightLog == [true, false] && cell.isSelectedNow)
        let second = try #require(navigation.topController as? NoteEditorController)
        #expect(second !== editor && second.title == "Groceries")
        #expect(second.rootView.titleField.text == "Groceries" && second.rootView.bodyView.text == "Milk, eggs")
        try Interact.clear(second.rootView.titleField)
        try Interact.type("Shopping", into: second.rootView.titleField)
        try Interact.tap(barButton(second.navigationItem.rightBarButtonItem))
        #expect(navigation.topController === list)
        #expect(service.saveCount == 2)
        guard case .items(let edited) = list.rootView.componentState else {
            Issue.record("the list shows no rows: \(list.rootView.componentState)")
            return
        }
        #expect(edited.map(\.title) == ["Shopping"] && edited.map(\.id) == notes.map(\.id), "the same note, renamed")
        Interact.settle()
        let shown = WidgetTree.render(list.rootView)
        #expect(shown.contains("\"Shopping\"") && !shown.contains("\"Groceries\""))
    }
}
