import Reactant

/// One book, large.
public final class BookDetailRootView: ViewBase<Book, Void>, RootView {
    let title = Label()
    let author = Label()

    public override func loadView() {
        children(title, author)
        title.addStyleClass("title-1")
        author.addStyleClass("dim-label")
    }

    public override func setupConstraints() {
        title.layout.edges(.top, inset: 32).centerX()
        author.layout.below(title, offset: 8).centerX()
    }

    public override func update() {
        title.text = componentState.title
        author.text = Localization.fill(tr("by %@"), componentState.author)
    }
}
