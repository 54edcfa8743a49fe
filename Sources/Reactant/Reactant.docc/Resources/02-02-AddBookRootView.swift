import Reactant

public enum AddBookAction: Equatable, Sendable {
    case save(title: String, author: String)
    case cancel
}

/// A title and an author, both required. The form keeps Save insensitive until both are valid.
public final class AddBookRootView: ViewBase<Void, AddBookAction>, RootView {
    let titleField = FormField(label: tr("Title"), rule: StringRules.notBlank)
    let authorField = FormField(label: tr("Author"), rule: StringRules.notBlank)
    let saveButton = Button(title: tr("Save"))
    let cancelButton = Button(title: tr("Cancel"))
    lazy var form = Form(fields: [titleField, authorField], submitButton: saveButton)

    public override var actions: [Observable<AddBookAction>] {
        [
            form.submitted.map { [unowned self] in
                AddBookAction.save(title: titleField.textField.text, author: authorField.textField.text)
            }.eraseToAnyPublisher(),
            cancelButton.tap.rewrite(with: .cancel),
        ]
    }

    public override func loadView() {
        children(titleField, authorField)
    }

    public override func setupConstraints() {
        titleField.layout.edges(.leading, .top, .trailing, inset: 24)
        authorField.layout.below(titleField, offset: 12).edges(.leading, .trailing, .bottom, inset: 24)
    }

    public func viewDidAppear() {
        titleField.textField.focus()
    }
}
