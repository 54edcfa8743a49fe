import Reactant

/// Multi-line text, a search field, a one-line field and a link.
public final class TextPage: ViewBase<Void, GalleryAction> {
    public let notes = TextView(text: "", hint: tr("Write something…"))
    public let monospace = ToggleButton(title: tr("Monospace"))
    public let search = SearchField(placeholder: tr("Search"))
    public let nameField = TextField(placeholder: tr("Name"))
    public let link = LinkButton(title: tr("GTK documentation"), uri: "https://docs.gtk.org/")

    public override var actions: [Observable<GalleryAction>] {
        [notes.action.map { .edited(widget: tr("Text view"), value: Localization.fill(trn("%@ character", "%@ characters", $0.count), $0.count)) }
            .eraseToAnyPublisher(),
         search.action.map { .edited(widget: tr("Search"), value: $0) }.eraseToAnyPublisher(),
         nameField.action.map { .edited(widget: tr("Text field"), value: $0) }.eraseToAnyPublisher(),
         link.tap.map { .edited(widget: tr("Link"), value: $0) }.eraseToAnyPublisher()]
    }

    public override func loadView() {
        addStyleClass("gallery-page")
        notes.wraps = true
        notes.text = tr("A GtkTextView in a scrolled window.\nIt wraps long lines, and Tab types a tab.")
        let notesHeading = heading(tr("Multi-line text"))
        notes.labelled(by: notesHeading)
        children(notesHeading, notes, monospace,
                 heading(tr("Search and entry")), fieldLabel(tr("Search"), for: search), search,
                 fieldLabel(tr("Name"), for: nameField), nameField,
                 heading(tr("Link")), link)
    }

    public override func afterInit() {
        // The toggle's own stream drives the view; not a gallery action.
        monospaceSubscription = monospace.action.sink { [weak self] on in self?.notes.isMonospace = on }
    }

    private var monospaceSubscription: AnyCancellable?

    public override func setupConstraints() {
        notes.layout.height(140).margins(EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))
        monospace.layout.align(horizontal: .start)
        link.layout.align(horizontal: .start)
        search.layout.margins(EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))
    }
}
