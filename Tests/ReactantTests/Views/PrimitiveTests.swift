import Foundation
import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct PrimitiveTests {
    init() throws { try TestBackend.start() }

    @Test func labelShowsItsText() {
        let label = Label(text: "Hi")
        label.text = "Hello"
        label.wraps = true
        label.textAlignment = 0
        let native = try! #require(label.native as? any NativeLabel)
        #expect(native.text == "Hello")
        #expect(native.wraps)
        #expect(native.textAlignment == 0)
    }

    @Test func buttonReportsEachClick() throws {
        let button = Button(title: "Update")
        // A person can only click what is on screen.
        let shown = ShownView(button)
        defer { shown.close() }
        var taps = 0
        let subscription = button.tap.sink { taps += 1 }
        defer { subscription.cancel() }
        try Interact.tap(button)
        try Interact.tap(button)
        #expect(taps == 2)
        #expect(button.title == "Update")
    }

    @Test func iconButtonShowsAnIconAndIsNamedForScreenReaders() throws {
        let button = Button(iconName: "go-previous-symbolic", accessibleLabel: "Back")
        // A person can only click what is on screen.
        let shown = ShownView(button)
        defer { shown.close() }
        var taps = 0
        let subscription = button.tap.sink { taps += 1 }
        defer { subscription.cancel() }
        #expect(button.title == "")
        #expect(button.accessibleLabel == "Back")
        #expect(button.tooltip == "Back")
        #expect(WidgetTree.render(button) == """
            button .image-button focused
              image icon=go-previous-symbolic size=16
            """)
        try Interact.tap(button)
        #expect(taps == 1)
        // A title takes the icon's place.
        button.title = "Back"
        #expect(button.icon == nil)
        #expect(WidgetTree.render(button) == #"button "Back" focused"#)
    }

    @Test func textFieldReportsEveryKeystrokeAndNotItsOwnState() throws {
        let field = TextField(placeholder: "Name")
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        var edits: [String] = []
        let subscription = field.action.sink { edits.append($0) }
        defer { subscription.cancel() }

        field.componentState = "Bo"
        #expect(field.text == "Bo")
        #expect(edits.isEmpty)

        try Interact.type("b!", into: field)
        #expect(edits == ["Bob", "Bob!"])
        #expect(field.componentState == "Bob!")

        try Interact.clear(field)
        #expect(edits.last == "")
        #expect(field.text == "")
        #expect(field.placeholder == "Name")
    }

    @Test func textFieldReportsEnter() throws {
        let field = TextField(text: "query")
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        var submitted: [String] = []
        let subscription = field.submit.sink { submitted.append($0) }
        defer { subscription.cancel() }
        try Interact.submit(field)
        #expect(submitted == ["query"])
    }

    @Test func secureTextFieldHidesItsCharacters() {
        let field = TextField()
        field.isSecure = true
        #expect(field.isSecure)
        #expect(WidgetTree.render(field) == #"entry "" secure"#)
    }

    @Test func switchReportsFlipsButNotStateSetFromCode() throws {
        let toggle = Switch()
        var values: [Bool] = []
        // A person can only click what is on screen.
        let shown = ShownView(toggle)
        defer { shown.close() }
        let subscription = toggle.action.sink { values.append($0) }
        defer { subscription.cancel() }

        toggle.componentState = true
        #expect(toggle.isOn)
        #expect(values.isEmpty)

        try Interact.toggle(toggle)
        try Interact.toggle(toggle)
        #expect(values == [false, true])
        #expect(toggle.componentState == true)
    }

    @Test func checkBoxIsASwitchWithALabel() throws {
        let box = CheckBox(label: "Remember me")
        // A person can only click what is on screen.
        let shown = ShownView(box)
        defer { shown.close() }
        var values: [Bool] = []
        let subscription = box.action.sink { values.append($0) }
        defer { subscription.cancel() }
        try Interact.toggle(box)
        #expect(values == [true])
        #expect(WidgetTree.render(box) == #"checkbox "Remember me" on focused"#)
    }

    @Test func spinnerSpins() {
        let spinner = Spinner()
        #expect(!spinner.isSpinning)
        spinner.isSpinning = true
        #expect(spinner.isSpinning)
        #expect(WidgetTree.render(spinner) == "spinner spinning")
    }

    @Test func imageShowsAnIconAFileOrReportsAMissingOne() throws {
        let image = ImageView(iconName: "edit-find-symbolic", size: .large)
        #expect(image.source == .iconName("edit-find-symbolic", size: .large))

        let png = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-test-\(UUID()).png")
        try Data(Self.onePixelPNG).write(to: png)
        defer { try? FileManager.default.removeItem(at: png) }
        image.setFile(png)
        #expect(image.source == .file(path: png.path))

        let recorder = DiagnosticsRecorder()
        image.setFile(URL(fileURLWithPath: "/nonexistent/picture.png"))
        #expect(image.source == .iconName("image-missing", size: .button))
        #expect(recorder.contains("/nonexistent/picture.png"))
    }

    /// UIKit's views have no `name`, and Reactant apps (ReactantUI's own SelectionCell) call a
    /// field `name`: such a view compiles as written, and GTK's widget name is `widgetName`.
    @Test func aFieldCalledNameDoesNotClashWithTheView() {
        final class SelectionCell: ViewBase<String, Void> {
            let name = Label()
            override func loadView() { children(name) }
            override func update() { name.text = componentState }
        }
        let cell = SelectionCell()
        cell.componentState = "Ada"
        cell.widgetName = "cell"
        #expect(cell.name.text == "Ada")
        #expect(cell.subviews.first === cell.name)
        #expect(cell.native.widgetName == "cell")
    }

    @Test func visibilitySensitivityAndStyleClassesReachTheWidget() {
        let box = Container()
        let label = Label(text: "x")
        box.children(label)
        label.addStyleClass("title").addStyleClass("accent")
        label.removeStyleClass("accent")
        label.widgetName = "heading"
        label.tooltip = "A heading"
        label.accessibleLabel = "Heading"
        box.isEnabled = false
        label.isHidden = true

        #expect(label.styleClasses == ["title"])
        #expect(label.tooltip == "A heading")
        #expect(label.accessibleLabel == "Heading")
        #expect(!label.native.isEffectivelySensitive)
        #expect(label.native.isSensitive)
        #expect(!label.native.isEffectivelyVisible)
        #expect(WidgetTree.render(box) == """
            box vertical insensitive
              label "x" #heading .title hidden
            """)
    }

    @Test func focusMovesOnlyToFocusableWidgetsInAWindow() {
        let field = TextField()
        let label = Label(text: "not focusable")
        let root = Container()
        root.children(label, field)

        field.focus()
        #expect(!field.hasFocus)  // not in a window yet

        let window = Backends.current.makeWindow()
        window.content = root.native
        window.present()
        defer { window.close() }
        field.focus()
        label.focus()
        #expect(field.hasFocus)
        #expect(!label.hasFocus)
        #expect(window.focusedWidget === field.native)
    }

    @Test func aStyleSheetIsAppliedAndABrokenOneIsRejected() {
        #expect(throws: Never.self) {
            try Backends.current.addStyleSheet(".probe-style { color: #123456; }")
        }
        #expect(throws: BackendError.self) {
            try Backends.current.addStyleSheet(".broken { color: red; ")
        }
    }

    /// The smallest valid PNG: one transparent pixel.
    static let onePixelPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
        0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
        0x42, 0x60, 0x82,
    ]
}
