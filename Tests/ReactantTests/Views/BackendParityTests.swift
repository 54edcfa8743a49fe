import Reactant
import ReactantTesting
import Testing

/// Places where the headless backend once disagreed with GTK, each read the way a person or
/// a screen reader would see it. The parity check compares the trees these tests read on the
/// two backends, and the expectations pin GTK's behaviour.
@Suite(.uiSerialized) @MainActor
struct BackendParityTests {
    init() throws { try TestBackend.start() }

    private func entry() throws -> (TextField, any NativeEntry) {
        let field = TextField()
        return (field, try #require(field.native as? any NativeEntry))
    }

    /// An entry in a window on screen, where a person can type.
    private func shownEntry() throws -> (TextField, any NativeEntry, ShownView) {
        let (field, native) = try entry()
        return (field, native, ShownView(field))
    }

    // MARK: NUL characters: GTK passes text on as C strings, which end at the first NUL.

    @Test func textSetFromCodeEndsAtANul() throws {
        let (_, native) = try entry()
        native.text = "before\u{0}after"
        #expect(native.text == "before")
        let label = Label(text: "one\u{0}two")
        #expect(label.text == "one")
    }

    @Test func aTypedNulIsDroppedWithoutAnEdit() throws {
        let (field, native, shown) = try shownEntry()
        defer { shown.close() }
        var edits: [String] = []
        let subscription = field.action.sink { edits.append($0) }
        defer { subscription.cancel() }
        try Interact.type("a\u{0}b", into: field)
        #expect(native.text == "ab")
        #expect(edits == ["a", "ab"])
        #expect(native.cursorPosition == 2)
    }

    @Test func aPastedTextLosesEverythingFromItsFirstNul() throws {
        let (field, native, shown) = try shownEntry()
        defer { shown.close() }
        try Interact.type("x", into: field)
        try Interact.paste("kept\u{0}lost", into: field)
        #expect(native.text == "xkept")
        #expect(native.cursorPosition == 5)
    }

    // MARK: The tree as text: one widget, one line.

    @Test func controlCharactersAreEscapedInTheTreeText() throws {
        let label = Label(text: "two\nlines\tand \"quotes\" \\ \u{7}")
        let tree = WidgetTree.render(label)
        #expect(tree == #"label "two\nlines\tand \"quotes\" \\ \u{7}""#)
        #expect(!tree.contains("\n"))
    }

    // MARK: Focus moving into a page a push shows.

    @Test func aPushMovesTheFocusIntoTheNewPageAsTheKeyboardWould() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        table.componentState = .items(["first", "second"])
        let first = LoggingController(log: EventLog(), title: "First")
        let navigation = NavigationController(root: first)
        let window = Window(controller: navigation)
        window.show()
        defer { window.close() }
        first.componentState = "start"
        first.rootView.button.native.grabFocus()
        let page = PageWithView(view: table)
        navigation.push(controller: page)
        Interact.settleLayout()
        // GtkStack hands the focus to the new page as Tab would (gtk_widget_child_focus), and
        // a list box entered from the keyboard selects the row it focuses.
        let firstRow = try #require(table.listBox.rows.first)
        #expect(firstRow.isFocus)
        #expect(firstRow.isSelected)
        #expect(WidgetTree.render(table).contains("row selected focused"))
    }
}

/// A controller whose root view holds any view.
final class PageWithView: ControllerBase<Void, PageRoot> {
    init(view: View) {
        super.init(title: "Page", root: PageRoot(content: view))
    }
}

final class PageRoot: ViewBase<Void, Never> {
    let page: View
    init(content: View) {
        page = content
        super.init()
    }
    override func loadView() { children(page) }
    override func setupConstraints() { page.layout.edges() }
}
