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
    /// The name field's visible label, which also names it for screen readers.
    let nameLabel = Label(text: tr("Name to greet"))
    let nameField = TextField()
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
            nameLabel,
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
        // The greeting repeats whatever the person typed: two lines fit its 40 px, and a
        // limit keeps a pasted name from making the window as wide as the name.
        greeting.numberOfLines = 2
        nameField.labelled(by: nameLabel)
        spanishSwitch.labelled(by: languageLabel)
        nameLabel.addStyleClass("greeter-label")
        languageLabel.addStyleClass("greeter-label")
    }

    public override func setupConstraints() {
        greeting.layout.edges(.leading, .top, .trailing, inset: 20).height(40)
        nameLabel.layout.below(greeting, offset: 10).edges(.leading, inset: 20)
        nameLabel.textAlignment = 0
        nameField.layout.below(nameLabel, offset: 4).horizontalEdges(inset: 20)
        languageRow.layout.below(nameField, offset: 16).edges(.leading, .trailing, inset: 20)
        spanishSwitch.layout.align(vertical: .center)
        signUpButton.layout.below(languageRow, offset: 16).edges(.trailing, .bottom, inset: 20)
    }

    public func viewDidAppear() {
        // Focus can only move once the view is inside a shown window.
        nameField.focus()
    }
}
