import Reactant
import ReactantTesting
import Testing

enum RxAction: Equatable {
    case update, name(String), either, toggled(Bool), card
}

final class RxCardButton: ButtonBase<Void, Void> {}

/// Actions written as RxSwift code writes them: `rx` streams and operators, no erasing.
final class RxRootView: ViewBase<Void, RxAction> {
    let updateButton = Button()
    let nameField = TextField()
    let first = Button(title: "First")
    let second = Button(title: "Second")
    let toggle = Switch()
    let card = RxCardButton()

    override var actions: [Observable<RxAction>] {
        [
            updateButton.rx.tap.map { .update },
            nameField.rx.text.orEmpty.filter { !$0.isEmpty }.map(RxAction.name),
            first.rx.tap.merge(with: second.rx.tap).map { _ in .either },
            toggle.rx.isOn.compactMap { $0 ? RxAction.toggled(true) : nil },
            card.rx.tap.rewrite(with: .card),
        ]
    }

    override func loadView() {
        children(updateButton, nameField, first, second, toggle, card)
        updateButton.setTitle("Update", for: .normal)
    }
}

extension UITests {
    @Suite @MainActor struct RxAliasTests {
        init() throws { try TestBackend.start() }

        @Test func rxStreamsAreTheViewsOwnStreams() throws {
            let view = RxRootView()
            // A person can only click what is on screen.
            let shown = ShownView(view)
            defer { shown.close() }
            var received: [RxAction] = []
            let token = view.action.sink { received.append($0) }
            defer { token.cancel() }
            #expect(view.updateButton.title == "Update")
            try Interact.tap(view.updateButton)
            try Interact.type("Al", into: view.nameField)
            try Interact.tap(view.second)
            try Interact.tap(view.first)
            try Interact.toggle(view.toggle)
            try Interact.tap(view.card)
            #expect(received == [.update, .name("A"), .name("Al"), .either, .either, .toggled(true), .card])
        }

        @Test func textAndIsOnStartWithTheCurrentValueAndSkipChangesFromCode() throws {
            let field = TextField(text: "start")
            let toggle = Switch(isOn: true)
            // A person can only click what is on screen.
            let shown = ShownView(Container().children(field, toggle))
            defer { shown.close() }
            var texts: [String?] = []
            var states: [Bool] = []
            let tokens = [field.rx.text.sink { texts.append($0) }, toggle.rx.value.sink { states.append($0) }]
            defer { tokens.forEach { $0.cancel() } }
            field.text = "from code"
            toggle.isOn = false
            try Interact.type("!", into: field)
            try Interact.toggle(toggle)
            #expect(texts == ["start", "from code!"])
            #expect(states == [true, true])
        }

        @Test func bindersSetTheirViewsAndDontKeepThemAlive() {
            let label = Label()
            let button = Button(title: "Old")
            var tokens: [AnyCancellable] = []
            Observable.just("Hello").bind(to: label.rx.text).store(in: &tokens)
            Observable.from([false, true]).bind(to: label.rx.isHidden).store(in: &tokens)
            Observable.just("New").bind(to: button.rx.title()).store(in: &tokens)
            Observable.just(false).bind(to: button.rx.isEnabled).store(in: &tokens)
            #expect(label.text == "Hello" && label.isHidden)
            #expect(button.title == "New" && !button.isEnabled)
            let subject = PassthroughSubject<String?, Never>()
            weak var weakLabel: Label?
            do {
                let temporary = Label()
                weakLabel = temporary
                subject.bind(to: temporary.rx.text).store(in: &tokens)
            }
            #expect(weakLabel == nil)
            subject.send("after")  // reaches nothing, harms nothing
        }

        @Test func setTitleForOtherStatesIsReportedAndIgnored() {
            let recorder = DiagnosticsRecorder()
            let button = Button()
            button.setTitle("Save", for: .normal)
            button.setTitle("Saving…", for: .highlighted)
            #expect(button.title == "Save")
            #expect(button.title(for: .normal) == "Save" && button.title(for: .disabled) == nil)
            #expect(recorder.contains("for a state other than .normal is ignored"))
            button.setTitle(nil, for: .normal)
            #expect(button.title(for: .normal) == nil)
        }
    }
}
