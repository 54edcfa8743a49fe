import Foundation
import Reactant
import ReactantTesting

/// Gives a cell's label the headless backend's nominal height (`nominalRowHeight` per line).
///
/// The headless backend doesn't measure text: it counts 30 px per line. Real GTK text is
/// shorter, so without this the two backends would show different rows at the same scroll
/// offset, and the parity check (the same tree text on both) would fail for every scrolling
/// test. A size request makes GTK's row exactly as tall as headless assumes; Adwaita pads a
/// list row by 2 px at the top and the bottom, so the label asks for 4 px less.
@MainActor
func setNominalHeight(_ label: Label) {
    let lines = max(1, label.text.split(separator: "\n", omittingEmptySubsequences: false).count)
    label.layout.height(Int(ScrolledWindowMetrics.nominalRowHeight) * lines - 4)
}

/// A cell showing a string.
final class TextCell: ViewBase<String, Void> {
    let label = Label()
    override func loadView() { children(label) }
    override func update() {
        label.text = componentState
        setNominalHeight(label)
    }
}

/// A model with an identity that outlives changes of its name.
struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
}

final class PersonCell: ViewBase<Person, Void> {
    let label = Label()
    override func loadView() { children(label) }
    override func update() {
        label.text = componentState.name
        setNominalHeight(label)
    }
}

/// A model that is neither Identifiable nor Hashable: matched by position.
struct Note {
    var text: String
}

final class NoteCell: ViewBase<Note, Void> {
    let label = Label()
    override func loadView() { children(label) }
    override func update() {
        label.text = componentState.text
        setNominalHeight(label)
    }
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
