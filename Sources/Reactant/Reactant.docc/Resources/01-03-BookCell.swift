import Reactant

/// A table row: the title above the author, aligned to the leading edge.
public final class BookCell: ViewBase<Book, Void> {
    let title = Label()
    let author = Label()

    public override func loadView() {
        children(title, author)
        author.addStyleClass("dim-label")
    }

    public override func setupConstraints() {
        title.layout.edges(.leading, .top, .trailing, inset: 10)
        author.layout.below(title, offset: 2).edges(.leading, .trailing, .bottom, inset: 10)
        title.textAlignment = 0
        author.textAlignment = 0
    }

    public override func update() {
        title.text = componentState.title
        author.text = componentState.author
    }
}
