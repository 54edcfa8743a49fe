import Foundation
import Reactant
import ReactantTesting

/// A cell showing a string.
final class TextCell: ViewBase<String, Void> {
    let label = Label()
    override func loadView() { children(label) }
    override func update() { label.text = componentState }
}

/// A model with an identity that outlives changes of its name.
struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
}

final class PersonCell: ViewBase<Person, Void> {
    let label = Label()
    override func loadView() { children(label) }
    override func update() { label.text = componentState.name }
}

/// A model that is neither Identifiable nor Hashable: matched by position.
struct Note {
    var text: String
}

final class NoteCell: ViewBase<Note, Void> {
    let label = Label()
    override func loadView() { children(label) }
    override func update() { label.text = componentState.text }
}

/// Counts what a cell factory makes.
@MainActor
final class FactoryCounter<Cell> {
    private(set) var made: [Cell] = []
    private let make: () -> Cell
    init(_ make: @escaping () -> Cell) { self.make = make }
    var count: Int { made.count }
    func callAsFunction() -> Cell {
        let cell = make()
        made.append(cell)
        return cell
    }
}

/// Records a component's actions.
@MainActor
final class ActionLog<Action> {
    private(set) var actions: [Action] = []
    private var token: AnyCancellable?
    init<C: Component>(_ component: C) where C.ActionType == Action {
        token = component.action.sink { [weak self] in self?.actions.append($0) }
    }
}


@MainActor
func showInWindow(_ view: View, height: Int = 300) -> any NativeWindow {
    let window = Backends.current.makeWindow()
    window.defaultSize = (width: 320, height: height)
    window.content = view.native
    window.present()
    Interact.settleLayout()
    return window
}

/// The texts of a table's rows, top to bottom, read from the widgets.
@MainActor
func rowTexts(_ table: some TableViewWidgets) -> [String] {
    table.listBox.rows.map { row in
        WidgetTree.render(row.content!).split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("label \"") else { return nil }
            return String(text.dropFirst(7).prefix { $0 != "\"" })
        }.joined(separator: " ")
    }
}
