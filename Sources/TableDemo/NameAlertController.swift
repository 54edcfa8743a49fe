import Reactant

/// Says which name was picked; stands in for an alert until navigation brings real ones.
public final class NameAlertRootView: ViewBase<String, Void>, RootView {
    let title = Label(text: "This is a name")
    let message = Label()
    let closeButton = Button(title: "Close")

    public override var actions: [Observable<Void>] { [closeButton.tap] }

    public override func loadView() {
        children(title, message, closeButton)
        title.addStyleClass("alert-title")
    }

    public override func setupConstraints() {
        title.layout.edges(.leading, .top, .trailing, inset: 20)
        message.layout.below(title, offset: 8).horizontalEdges(inset: 20)
        closeButton.layout.below(message, offset: 16).align(horizontal: .end).edges(.trailing, inset: 20)
    }

    public override func update() { message.text = componentState }
}

public final class NameAlertController: ControllerBase<Void, NameAlertRootView> {
    private let close: () -> Void

    public init(name: String, close: @escaping () -> Void) {
        self.close = close
        super.init(title: "This is a name")
        rootView.componentState = name
    }

    public override func act(on action: Void) { close() }
}
