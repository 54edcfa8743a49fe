/// A title that shows or hides the view below it (GtkExpander), and a component: its state is
/// whether it is expanded, and it reports a person's clicks on the title.
///
///     let details = Expander(title: tr("Details"), content: detailsView)
@MainActor
public final class Expander: WidgetComponent<Bool, Bool> {
    private let expander: any NativeExpander

    public init(title: String, content: View? = nil, isExpanded: Bool = false) {
        expander = Backends.current.makeExpander()
        super.init(native: expander, ownerName: "Expander")
        expander.title = title
        self.content = content
        expander.content = content?.native
        componentState = isExpanded
        _ = expander.onExpandedChanged { [weak self] expanded in self?.userChanged(expanded, reporting: expanded) }
    }

    public override func update() {
        if expander.isExpanded != componentState { expander.isExpanded = componentState }
    }

    public var title: String {
        get { expander.title }
        set { expander.title = newValue }
    }

    public var isExpanded: Bool {
        get { expander.isExpanded }
        set { componentState = newValue }
    }

    public var content: View? {
        didSet { expander.content = content?.native }
    }
}
