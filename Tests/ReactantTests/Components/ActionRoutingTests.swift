import Reactant
import ReactantTesting
import Testing

enum CardAction: Equatable {
    case probe(String)
    case confirmed
    case named(String)
}

/// A parent that nests a component and plain widgets, mapping their actions into its own.
final class CardView: ViewBase<Void, CardAction> {
    let probe = ProbeView()
    let confirm = Button(title: "Confirm")
    let nameField = TextField(placeholder: "Name")

    override var actions: [Observable<CardAction>] {
        [
            probe.action.map(CardAction.probe).eraseToAnyPublisher(),
            confirm.tap.rewrite(with: .confirmed),
            nameField.action.map(CardAction.named).eraseToAnyPublisher(),
        ]
    }

    override func loadView() {
        children(probe, confirm, nameField)
    }
}

final class CardButton: ButtonBase<String, String> {
    let title = Label()
    override var actions: [Observable<String>] { [tap.map { [unowned self] in componentState }.eraseToAnyPublisher()] }
    override func loadView() { children(title) }
    override func update() { title.text = componentState }
}

@Suite(.uiSerialized) @MainActor
struct ActionRoutingTests {
    init() throws { try TestBackend.start() }

    @Test func nestedComponentActionsAreForwardedAndMapped() throws {
        let card = CardView()
        // A person can only click what is on screen.
        let shown = ShownView(card)
        defer { shown.close() }
        var received: [CardAction] = []
        let subscription = card.action.sink { received.append($0) }
        defer { subscription.cancel() }

        try Interact.tap(card.probe.button)
        try Interact.tap(card.confirm)
        try Interact.type("Al", into: card.nameField)

        #expect(received == [.probe("sent"), .confirmed, .named("A"), .named("Al")])
    }

    @Test func performSendsAnActionToObservers() {
        let view = ProbeView()
        var received: [String] = []
        let subscription = view.action.sink { received.append($0) }
        defer { subscription.cancel() }
        view.perform(action: "manual")
        #expect(received == ["manual"])
    }

    @Test func buttonBaseReportsTapsThroughItsActions() throws {
        let button = CardButton()
        button.componentState = "Open card"
        // A person can only click what is on screen.
        let shown = ShownView(button)
        defer { shown.close() }
        var received: [String] = []
        let subscription = button.action.sink { received.append($0) }
        defer { subscription.cancel() }
        try Interact.tap(button)
        #expect(received == ["Open card"])
        #expect(WidgetTree.render(button) == """
            button focused
              box vertical
                label "Open card"
            """)
    }

    @Test func aTapOnAnInsensitiveButtonIsRefusedLikeAPersonWouldBe() {
        let card = CardView()
        card.isEnabled = false
        var received: [CardAction] = []
        let subscription = card.action.sink { received.append($0) }
        defer { subscription.cancel() }
        #expect(throws: InteractionError.self) { try Interact.tap(card.confirm) }
        card.isEnabled = true
        card.confirm.isHidden = true
        #expect(throws: InteractionError.self) { try Interact.tap(card.confirm) }
        #expect(received.isEmpty)
    }
}
