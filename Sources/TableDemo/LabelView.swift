import Reactant

/// A table cell showing one name.
public final class LabelView: ViewBase<String, Void> {
    let label = Label()

    public override func loadView() {
        children(label)
        addStyleClass("name-cell")
    }

    public override func setupConstraints() {
        label.layout.edges(inset: 10)
        label.textAlignment = 0
    }

    public override func update() {
        label.text = componentState
    }
}
