/// A title that shows or hides the view below it (GtkExpander), and a component: its state is
/// whether it is expanded, and it reports a person's clicks on the title.
///
///     let details = Expander(title: tr("Details"), content: detailsView)
@MainActor
public final class Expander: WidgetComponent<Bool, Bool> {
    private let expander: any NativeExpander

    /// An expander titled `title` showing `content` when expanded; collapsed by default.
    public init(title: String, content: View? = nil, isExpanded: Bool = false) {
        expander = Backends.current.makeExpander()
        super.init(native: expander, ownerName: "Expander")
        expander.title = title
        self.content = content
        expander.content = content?.native
        componentState = isExpanded
        _ = expander.onExpandedChanged { [weak self] expanded in self?.userChanged(expanded, reporting: expanded) }
    }

    /// Expands or collapses the expander to match `componentState`.
    public override func update() {
        if expander.isExpanded != componentState { expander.isExpanded = componentState }
    }

    /// The text of the clickable title.
    @NativeProperty(\Expander.expander.title) public var title: String

    /// Whether the content shows; setting it sets `componentState` (no action is reported).
    public var isExpanded: Bool {
        get { expander.isExpanded }
        set { componentState = newValue }
    }

    /// The view shown while expanded; the expander keeps it alive.
    public var content: View? {
        didSet { expander.content = content?.native }
    }
}
