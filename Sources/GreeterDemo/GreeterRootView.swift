import Reactant

/// What the Greeter window shows: the greeting, the name field, and the language switch.
public struct GreeterViewState: Equatable, Sendable {
    public var greeting: String
    public var name: String
    public var language: GreeterService.Language

    public init(greeting: String = "", name: String = "", language: GreeterService.Language = .english) {
        self.greeting = greeting
        self.name = name
        self.language = language
    }
}

public final class GreeterRootView: ViewBase<GreeterViewState, GreeterAction>, RootView {
    public override var actions: [Observable<GreeterAction>] {
        [
            nameField.action.map(GreeterAction.greetingChanged).eraseToAnyPublisher(),
            spanishSwitch.action
                .map { $0 ? GreeterAction.languageChanged(.spanish) : .languageChanged(.english) }
                .eraseToAnyPublisher(),
            signUpButton.tap.rewrite(with: .openSignUp),
        ]
    }

    let greeting = Label()
    let nameField = TextField(placeholder: tr("Name to greet"))
    let spanishSwitch = Switch()
    let signUpButton = Button(title: tr("Sign up…"))
    let languageLabel = Label(text: tr("Greet in Spanish"))
    private let languageRow = Container(layout: .horizontal(spacing: 12))

    public override func update() {
        greeting.text = componentState.greeting
        nameField.componentState = componentState.name
        spanishSwitch.componentState = componentState.language == .spanish
    }

    public override func loadView() {
        children(
            greeting,
            nameField,
            languageRow.children(
                languageLabel,
                spanishSwitch
            ),
            signUpButton
        )
        addStyleClass("greeter")
        greeting.addStyleClass("greeting")
        greeting.wraps = true
        nameField.accessibleLabel = nameField.placeholder
        spanishSwitch.accessibleLabel = languageLabel.text
        languageLabel.addStyleClass("dim-label")
    }

    public override func setupConstraints() {
        greeting.layout.edges(.leading, .top, .trailing, inset: 20).height(40)
        nameField.layout.below(greeting, offset: 10).horizontalEdges(inset: 20)
        languageRow.layout.below(nameField, offset: 16).edges(.leading, .trailing, inset: 20)
        spanishSwitch.layout.align(vertical: .center)
        signUpButton.layout.below(languageRow, offset: 16).edges(.trailing, .bottom, inset: 20)
    }

    public func viewDidAppear() {
        // Focus can only move once the view is inside a shown window.
        nameField.focus()
    }
}
